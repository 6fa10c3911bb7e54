-- Issue 29 item 1 (decision 0177): the link a password change or reset emails to remove the account's
-- second factors. Only each token's SHA-256 is kept; single use, 24 hours.
-- CreateTable
CREATE TABLE "factor_removal_tokens" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "used_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "factor_removal_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "factor_removal_tokens_token_hash_key" ON "factor_removal_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "factor_removal_tokens_user_id_idx" ON "factor_removal_tokens"("user_id");

