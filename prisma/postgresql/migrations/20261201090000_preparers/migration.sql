-- Preparers (issue 32, docs/decisions/0231-preparers-and-first-available.md).
-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "assignment" TEXT,
ADD COLUMN     "preparer_id" INTEGER;

-- CreateIndex
CREATE INDEX "appointments_preparer_id_appointment_time_idx" ON "appointments"("preparer_id", "appointment_time");

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_preparer_id_fkey" FOREIGN KEY ("preparer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One pending or confirmed appointment per preparer (or per office calendar, key 0) and start time
-- (docs/decisions/0231-preparers-and-first-available.md).
DROP INDEX "appointments_active_slot_key";
CREATE UNIQUE INDEX "appointments_active_slot_key" ON "appointments"(coalesce("preparer_id", 0), "appointment_time") WHERE "status" IN ('pending', 'confirmed');
