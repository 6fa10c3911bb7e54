-- Issue 31 (decision 0215): rate limits, lockouts and guess budgets, and spent single-use challenges,
-- in the database, so every instance on it counts against one budget. Times are epoch milliseconds.
-- CreateTable
CREATE TABLE "rate_limit_windows" (
    "limit_key" TEXT NOT NULL PRIMARY KEY,
    "hits" INTEGER NOT NULL,
    "resets_at_ms" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "spent_challenges" (
    "challenge" TEXT NOT NULL PRIMARY KEY,
    "expires_at_ms" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "rate_limit_windows_resets_at_ms_idx" ON "rate_limit_windows"("resets_at_ms");

-- CreateIndex
CREATE INDEX "spent_challenges_expires_at_ms_idx" ON "spent_challenges"("expires_at_ms");

