-- CreateTable: one row (id 1), written when the owner first saves /admin/business.
CREATE TABLE "business_profile" (
    "id" INTEGER NOT NULL PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
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
    "updated_at" DATETIME NOT NULL
);
