-- The office's private note on an appointment (decision 0115). ADD COLUMN keeps the hand-written partial unique index.
ALTER TABLE "appointments" ADD COLUMN "admin_note" TEXT;
