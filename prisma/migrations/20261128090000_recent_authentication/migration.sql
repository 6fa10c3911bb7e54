-- Issue 29: when the person last proved who they are on each device (item 1; sessions opened
-- before this have none, so their next change to a second factor asks again), and the admin
-- who made each API key (item 3; keys made before this have none).
-- AlterTable
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_api_keys" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" DATETIME,
    "revoked_at" DATETIME,
    "created_by_user_id" INTEGER,
    CONSTRAINT "api_keys_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_api_keys" ("created_at", "hash", "id", "last_used_at", "name", "prefix", "revoked_at", "scope") SELECT "created_at", "hash", "id", "last_used_at", "name", "prefix", "revoked_at", "scope" FROM "api_keys";
DROP TABLE "api_keys";
ALTER TABLE "new_api_keys" RENAME TO "api_keys";
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

