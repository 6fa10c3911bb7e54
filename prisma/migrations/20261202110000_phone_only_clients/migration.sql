-- Phone-only clients (issue 32, docs/decisions/0235-phone-only-clients.md): the office books a client
-- who has no email address with a name and a phone, so users.email may be null. SQLite cannot drop
-- NOT NULL in place: the table is rebuilt, and everything that belongs to it is made again as
-- before: both unique indexes on the address (NULLs never collide in either), the index on the
-- role and the two-step sign-in triggers. The passkeys' triggers update users, so they are dropped first and made again
-- after the rename (SQLite checks every trigger when a table is renamed).
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
DROP TRIGGER "passkeys_mfa_after_insert";
DROP TRIGGER "passkeys_mfa_after_delete";
CREATE TABLE "new_users" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT,
    "full_name" TEXT NOT NULL,
    "phone" TEXT,
    "role" TEXT NOT NULL DEFAULT 'client',
    "password_hash" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "totp_secret" TEXT,
    "totp_enabled_at" DATETIME,
    "totp_last_step" INTEGER,
    "webauthn_user_id" TEXT,
    "mfa_enabled" BOOLEAN NOT NULL DEFAULT false,
    "calendar_feed_version" INTEGER NOT NULL DEFAULT 1,
    "invited_at" DATETIME,
    "deactivated_at" DATETIME
);
INSERT INTO "new_users" ("id", "email", "full_name", "phone", "role", "password_hash", "created_at", "updated_at", "locale", "totp_secret", "totp_enabled_at", "totp_last_step", "webauthn_user_id", "mfa_enabled", "calendar_feed_version", "invited_at", "deactivated_at")
SELECT "id", "email", "full_name", "phone", "role", "password_hash", "created_at", "updated_at", "locale", "totp_secret", "totp_enabled_at", "totp_last_step", "webauthn_user_id", "mfa_enabled", "calendar_feed_version", "invited_at", "deactivated_at" FROM "users";
DROP TABLE "users";
ALTER TABLE "new_users" RENAME TO "users";
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE UNIQUE INDEX "users_email_lower_key" ON "users"(lower("email"));
CREATE INDEX "users_role_idx" ON "users"("role");
CREATE TRIGGER "users_mfa_after_insert" AFTER INSERT ON "users" WHEN NEW."totp_enabled_at" IS NOT NULL
BEGIN
    UPDATE "users" SET "mfa_enabled" = true WHERE "id" = NEW."id";
END;
CREATE TRIGGER "users_mfa_after_totp_change" AFTER UPDATE OF "totp_enabled_at" ON "users"
BEGIN
    UPDATE "users" SET "mfa_enabled" = (NEW."totp_enabled_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "passkeys" WHERE "user_id" = NEW."id"))
    WHERE "id" = NEW."id";
END;
CREATE TRIGGER "passkeys_mfa_after_insert" AFTER INSERT ON "passkeys"
BEGIN
    UPDATE "users" SET "mfa_enabled" = true WHERE "id" = NEW."user_id";
END;
CREATE TRIGGER "passkeys_mfa_after_delete" AFTER DELETE ON "passkeys"
BEGIN
    UPDATE "users" SET "mfa_enabled" = ("totp_enabled_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "passkeys" WHERE "user_id" = OLD."user_id"))
    WHERE "id" = OLD."user_id";
END;
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
