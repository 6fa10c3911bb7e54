-- The PostgreSQL twin of prisma/migrations/20261130200000_media_files (after the baseline
-- 20261130000000_init): photos keep their bytes in the file store (FILES_DIR), the database their
-- facts and the store's key (docs/decisions/0218-photos-in-a-file-store.md). Step one of two:
-- `bytes` becomes nullable; the server moves existing bytes to the store at start and clears the
-- column; a later migration drops it once no row holds bytes.

-- AlterTable
ALTER TABLE "media" ADD COLUMN     "file_key" TEXT,
ADD COLUMN     "size" INTEGER,
ALTER COLUMN "bytes" DROP NOT NULL;

-- AlterTable
ALTER TABLE "media_variants" ADD COLUMN     "file_key" TEXT,
ADD COLUMN     "size" INTEGER,
ALTER COLUMN "bytes" DROP NOT NULL;

-- A row's bytes are somewhere, and a row in the store has its size (a photo its pixel size too).
ALTER TABLE "media" ADD CONSTRAINT "media_bytes_somewhere" CHECK ("bytes" IS NOT NULL OR "file_key" IS NOT NULL);
ALTER TABLE "media" ADD CONSTRAINT "media_stored_file_facts" CHECK ("file_key" IS NULL OR ("size" IS NOT NULL AND "width" IS NOT NULL AND "height" IS NOT NULL));
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_bytes_somewhere" CHECK ("bytes" IS NOT NULL OR "file_key" IS NOT NULL);
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_stored_file_facts" CHECK ("file_key" IS NULL OR "size" IS NOT NULL);
