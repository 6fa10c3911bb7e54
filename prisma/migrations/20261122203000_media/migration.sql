-- CreateTable: uploaded images (preparers' photos), served at /media/{id}.
CREATE TABLE "media" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "content_type" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
