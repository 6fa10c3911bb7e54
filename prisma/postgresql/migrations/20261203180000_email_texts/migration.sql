-- CreateTable
CREATE TABLE "email_texts" (
    "kind" TEXT NOT NULL,
    "intro_en" TEXT,
    "intro_es" TEXT,
    "closing_en" TEXT,
    "closing_es" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_texts_pkey" PRIMARY KEY ("kind")
);
