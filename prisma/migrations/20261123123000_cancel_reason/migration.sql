-- Why a client cancelled online (decision 0113). ADD COLUMN keeps the hand-written partial unique index.
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" TEXT;
