-- The staff idle limit as the owner's setting (decision 0245); null keeps ADMIN_IDLE_MINUTES.
ALTER TABLE "office_settings" ADD COLUMN "staff_idle_minutes" INTEGER;
