-- Photos keep their bytes in the file store (FILES_DIR), the database their facts and the store's
-- key (docs/decisions/0218-photos-in-a-file-store.md). Step one of two: `bytes` becomes nullable;
-- the server moves the bytes of every existing row to the store at start and clears the column.
-- A later migration drops it once no row holds bytes.
-- The CHECKs: a row's bytes are somewhere, and a row in the store has its size (and a photo its
-- pixel size, which pages need to hold its place). A later redefinition of these tables keeps them.

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_media" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "content_type" TEXT NOT NULL,
    "file_key" TEXT,
    "size" INTEGER,
    "bytes" BLOB,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "media_bytes_somewhere" CHECK ("bytes" IS NOT NULL OR "file_key" IS NOT NULL),
    CONSTRAINT "media_stored_file_facts" CHECK ("file_key" IS NULL OR ("size" IS NOT NULL AND "width" IS NOT NULL AND "height" IS NOT NULL))
);
INSERT INTO "new_media" ("bytes", "content_type", "created_at", "height", "id", "width") SELECT "bytes", "content_type", "created_at", "height", "id", "width" FROM "media";
DROP TABLE "media";
ALTER TABLE "new_media" RENAME TO "media";
CREATE TABLE "new_media_variants" (
    "media_id" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "file_key" TEXT,
    "size" INTEGER,
    "bytes" BLOB,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("media_id", "width"),
    CONSTRAINT "media_variants_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "media_variants_bytes_somewhere" CHECK ("bytes" IS NOT NULL OR "file_key" IS NOT NULL),
    CONSTRAINT "media_variants_stored_file_facts" CHECK ("file_key" IS NULL OR "size" IS NOT NULL)
);
INSERT INTO "new_media_variants" ("bytes", "content_type", "created_at", "media_id", "width") SELECT "bytes", "content_type", "created_at", "media_id", "width" FROM "media_variants";
DROP TABLE "media_variants";
ALTER TABLE "new_media_variants" RENAME TO "media_variants";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
