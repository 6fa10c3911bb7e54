-- CreateTable
CREATE TABLE "site_copy" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "en" TEXT NOT NULL,
    "es" TEXT NOT NULL,
    "updated_at" DATETIME NOT NULL
);
