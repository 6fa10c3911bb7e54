-- CreateTable
CREATE TABLE "legal_pages" (
    "page" TEXT NOT NULL,
    "en" TEXT NOT NULL,
    "es" TEXT NOT NULL,
    "updated_on" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "legal_pages_pkey" PRIMARY KEY ("page")
);
