-- A staff member's public profile (issue 32, docs/decisions/0238-staff-profiles.md).
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "profile_photo" TEXT,
ADD COLUMN     "profile_credentials" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "profile_languages" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "profile_bio" TEXT NOT NULL DEFAULT '';
