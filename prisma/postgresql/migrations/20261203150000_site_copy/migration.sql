-- CreateTable
CREATE TABLE "site_copy" (
    "key" TEXT NOT NULL,
    "en" TEXT NOT NULL,
    "es" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_copy_pkey" PRIMARY KEY ("key")
);
