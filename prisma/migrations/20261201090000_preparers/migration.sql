-- Preparers (issue 32, docs/decisions/0231-preparers-and-first-available.md): an appointment may
-- belong to a preparer, and the slot it holds is that preparer's, not the whole office's. An
-- appointment without a preparer (an office with none) holds the office's one calendar, key 0, as
-- before. Columns are added in place (SQLite allows a REFERENCES column whose default is NULL), so
-- the table keeps everything a rebuild would have to recreate.
ALTER TABLE "appointments" ADD COLUMN "preparer_id" INTEGER REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "appointments" ADD COLUMN "assignment" TEXT;

CREATE INDEX "appointments_preparer_id_appointment_time_idx" ON "appointments"("preparer_id", "appointment_time");

-- One pending or confirmed appointment per preparer (or per office calendar) and start time.
DROP INDEX "appointments_active_slot_key";
CREATE UNIQUE INDEX "appointments_active_slot_key" ON "appointments"(coalesce("preparer_id", 0), "appointment_time") WHERE "status" IN ('pending', 'confirmed');
