-- The owner's staff page (issue 32, docs/decisions/0234-the-owners-staff-page.md): invited and deactivated staff.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deactivated_at" TIMESTAMPTZ(3),
ADD COLUMN     "invited_at" TIMESTAMPTZ(3);

