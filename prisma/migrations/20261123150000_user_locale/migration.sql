-- The language a user reads the site and their emails in (issue 15): "en" or "es".
ALTER TABLE "users" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
