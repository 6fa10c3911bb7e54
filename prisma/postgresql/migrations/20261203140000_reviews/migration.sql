-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "sample_key" INTEGER,
    "name" TEXT NOT NULL,
    "name_es" TEXT,
    "text" TEXT NOT NULL,
    "text_es" TEXT,
    "rating" INTEGER NOT NULL,
    "given_on" TEXT,
    "consent_recorded_at" TIMESTAMPTZ(3),
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_sample_key_key" ON "reviews"("sample_key");

