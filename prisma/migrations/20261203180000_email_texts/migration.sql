-- CreateTable
CREATE TABLE "email_texts" (
    "kind" TEXT NOT NULL PRIMARY KEY,
    "intro_en" TEXT,
    "intro_es" TEXT,
    "closing_en" TEXT,
    "closing_es" TEXT,
    "updated_at" DATETIME NOT NULL
);
