-- Issue 29 item 18 (decision 0180): each admin has a calendar feed address of their own, derived
-- from the server key, the admin's id and this version; the office-wide version goes. Every
-- address given out before stops working: each admin copies their own from /admin.
-- Written by hand: Prisma's diff rebuilds "users" for this, which would drop its triggers and the
-- unique index on lower(email); SQLite adds a column with a default in place.
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" INTEGER NOT NULL DEFAULT 1;

DROP TABLE "calendar_feed";
