-- CreateTable
CREATE TABLE "reviews" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sample_key" INTEGER,
    "name" TEXT NOT NULL,
    "name_es" TEXT,
    "text" TEXT NOT NULL,
    "text_es" TEXT,
    "rating" INTEGER NOT NULL,
    "given_on" TEXT,
    "consent_recorded_at" DATETIME,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "deleted_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_sample_key_key" ON "reviews"("sample_key");

