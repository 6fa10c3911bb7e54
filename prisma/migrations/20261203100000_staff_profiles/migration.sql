-- A staff member's public profile (issue 32, docs/decisions/0238-staff-profiles.md): photo,
-- credentials, languages spoken and a short bio, shown where clients choose whom to see. Added in
-- place (SQLite allows NOT NULL columns with a constant default), so `users` keeps its indexes and
-- the two-step sign-in triggers a rebuild would have to recreate.
ALTER TABLE "users" ADD COLUMN "profile_photo" TEXT;
ALTER TABLE "users" ADD COLUMN "profile_credentials" TEXT NOT NULL DEFAULT '';
ALTER TABLE "users" ADD COLUMN "profile_languages" TEXT NOT NULL DEFAULT '[]';
ALTER TABLE "users" ADD COLUMN "profile_bio" TEXT NOT NULL DEFAULT '';
