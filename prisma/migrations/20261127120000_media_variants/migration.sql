-- CreateTable
CREATE TABLE "media_variants" (
    "media_id" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("media_id", "width"),
    CONSTRAINT "media_variants_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
