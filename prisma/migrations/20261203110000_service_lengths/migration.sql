-- How long a service lasts and the time its preparer keeps free after it (issue 32,
-- docs/decisions/0239-service-lengths.md), kept on each appointment as it was booked. Every
-- appointment booked before lasted one slot with nothing after, which the defaults say. Added in
-- place, so `appointments` keeps its partial unique index.
ALTER TABLE "services" ADD COLUMN "slots" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "services" ADD COLUMN "buffer_minutes" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "appointments" ADD COLUMN "slots" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "appointments" ADD COLUMN "buffer_minutes" INTEGER NOT NULL DEFAULT 0;
