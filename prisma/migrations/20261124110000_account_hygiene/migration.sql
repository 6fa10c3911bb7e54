-- Account hygiene (issue 17): what /settings shows of each signed-in device, and email changes
-- that wait for a link sent to the new address.

-- The device's browser and system ("Chrome on Windows"), from the User-Agent when it signed in.
ALTER TABLE "sessions" ADD COLUMN "device_label" TEXT;
-- The address it signed in from, shortened (IPv4 /24, IPv6 /48): approximate on purpose.
ALTER TABLE "sessions" ADD COLUMN "approximate_ip" TEXT;
-- Written when the session starts and on each refresh only, never on every request: accurate to
-- ACCESS_TOKEN_TTL_SECONDS (decision 0124). Existing sessions count as used when they began.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" DATETIME;
UPDATE "sessions" SET "last_used_at" = "created_at";

-- A pending email change: only the SHA-256 of the link's token is stored; single use, short-lived.
CREATE TABLE "email_change_tokens" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" INTEGER NOT NULL,
    "new_email" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "used_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_change_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "email_change_tokens_token_hash_key" ON "email_change_tokens"("token_hash");
CREATE INDEX "email_change_tokens_user_id_idx" ON "email_change_tokens"("user_id");
