-- Issue 16: API keys, webhook endpoints, and the HTTP status of a webhook delivery.
ALTER TABLE "outbox_messages" ADD COLUMN "response_code" INTEGER;

CREATE TABLE "api_keys" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" DATETIME,
    "revoked_at" DATETIME
);
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");

CREATE TABLE "webhook_endpoints" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "url" TEXT NOT NULL,
    "events" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- The webhook worker looks for due rows of its own channel.
CREATE INDEX "outbox_messages_channel_status_due_at_idx" ON "outbox_messages"("channel", "status", "due_at");
