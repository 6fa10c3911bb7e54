-- CreateTable
CREATE TABLE "legal_pages" (
    "page" TEXT NOT NULL PRIMARY KEY,
    "en" TEXT NOT NULL,
    "es" TEXT NOT NULL,
    "updated_on" TEXT NOT NULL,
    "updated_at" DATETIME NOT NULL
);
