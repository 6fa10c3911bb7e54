-- The staff the owner shows in the About page's team (issue 32, docs/decisions/0240-about-team-from-staff-profiles.md).
ALTER TABLE "users" ADD COLUMN "profile_on_about" BOOLEAN NOT NULL DEFAULT false;
