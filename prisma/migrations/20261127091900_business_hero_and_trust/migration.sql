-- AlterTable
ALTER TABLE "media" ADD COLUMN "height" INTEGER;
ALTER TABLE "media" ADD COLUMN "width" INTEGER;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_business_profile" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "tagline" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "locality" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "postal_code" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "about" TEXT NOT NULL,
    "preparers" TEXT NOT NULL,
    "hero_photo" TEXT,
    "founded_year" INTEGER,
    "walk_ins" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_business_profile" ("about", "city", "email", "id", "latitude", "locality", "longitude", "name", "phone", "postal_code", "preparers", "region", "street", "tagline", "updated_at") SELECT "about", "city", "email", "id", "latitude", "locality", "longitude", "name", "phone", "postal_code", "preparers", "region", "street", "tagline", "updated_at" FROM "business_profile";
DROP TABLE "business_profile";
ALTER TABLE "new_business_profile" RENAME TO "business_profile";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

