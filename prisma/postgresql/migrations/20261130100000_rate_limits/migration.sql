-- Issue 31 (decision 0215): the PostgreSQL twin of prisma/migrations/20261130100000_rate_limits;
-- applies after the baseline 20261130000000_init.
-- CreateTable
CREATE TABLE "rate_limit_windows" (
    "limit_key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "resets_at_ms" BIGINT NOT NULL,

    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("limit_key")
);

-- CreateTable
CREATE TABLE "spent_challenges" (
    "challenge" TEXT NOT NULL,
    "expires_at_ms" BIGINT NOT NULL,

    CONSTRAINT "spent_challenges_pkey" PRIMARY KEY ("challenge")
);

-- CreateIndex
CREATE INDEX "rate_limit_windows_resets_at_ms_idx" ON "rate_limit_windows"("resets_at_ms");

-- CreateIndex
CREATE INDEX "spent_challenges_expires_at_ms_idx" ON "spent_challenges"("expires_at_ms");

