-- CreateTable: one row (id 1), written when an admin first rotates the feed's address (version 1 until then).
CREATE TABLE "calendar_feed" (
    "id" INTEGER NOT NULL PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" DATETIME NOT NULL
);
