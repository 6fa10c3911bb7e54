-- Multi-factor sign-in (issue 17, decision 0126): an authenticator app (TOTP), passkeys and
-- recovery codes. Required for admins, optional for clients.

-- The TOTP secret, encrypted (AES-256-GCM, key derived from COOKIE_SECRET); set while enrolling,
-- and kept once `totp_enabled_at` is set by a correct first code.
ALTER TABLE "users" ADD COLUMN "totp_secret" TEXT;
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" DATETIME;
-- The last 30-second step a code was accepted for: a code is good once, never again in its window.
ALTER TABLE "users" ADD COLUMN "totp_last_step" INTEGER;
-- The random WebAuthn user handle passkeys are made for (never the numeric id or the email).
ALTER TABLE "users" ADD COLUMN "webauthn_user_id" TEXT;
-- Whether the account has a second factor (an app or a passkey). Kept by the triggers below, so
-- no code path (service, factory, script) can leave it out of step; read on every request.
ALTER TABLE "users" ADD COLUMN "mfa_enabled" BOOLEAN NOT NULL DEFAULT false;

-- Ten single-use codes for when the app or passkey is not at hand: only their SHA-256 is kept
-- (each has 60 random bits, so a plain hash is not worth brute-forcing).
CREATE TABLE "recovery_codes" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "recovery_codes_user_id_code_hash_key" ON "recovery_codes"("user_id", "code_hash");

-- A passkey: the credential id (base64url) and its public key (COSE), as @simplewebauthn stores them.
CREATE TABLE "passkeys" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" INTEGER NOT NULL,
    "public_key" BLOB NOT NULL,
    "counter" INTEGER NOT NULL DEFAULT 0,
    "transports" TEXT,
    "name" TEXT NOT NULL,
    "backed_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" DATETIME,
    CONSTRAINT "passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "passkeys_user_id_idx" ON "passkeys"("user_id");

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
