-- The owner's staff page (issue 32, docs/decisions/0234-the-owners-staff-page.md): invited staff who have
-- not chosen a password yet, and deactivated staff, who cannot sign in and keep everything. Added in
-- place: the users table keeps its MFA triggers and its lower(email) index.
ALTER TABLE "users" ADD COLUMN "invited_at" DATETIME;
ALTER TABLE "users" ADD COLUMN "deactivated_at" DATETIME;
