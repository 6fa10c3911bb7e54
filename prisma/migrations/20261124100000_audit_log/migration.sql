-- Issue 17: the audit trail (docs/decisions/0123-audit-trail.md). Append-only: rows are only ever
-- inserted, in the same transaction as the change they record; nothing updates or deletes them.
CREATE TABLE "audit_events" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    -- Who: a user, an API key, or nobody signed in (a failed sign-in). No foreign keys: the
    -- record outlives the user or key, and actor_label keeps who it was readable.
    "user_id" INTEGER,
    "api_key_id" INTEGER,
    "actor_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject_type" TEXT,
    "subject_id" TEXT,
    "ip" TEXT,
    -- JSON objects: the changed fields before and after, and the facts the sentence names.
    "before" TEXT,
    "after" TEXT,
    "details" TEXT
);
CREATE INDEX "audit_events_at_idx" ON "audit_events"("at");
CREATE INDEX "audit_events_action_at_idx" ON "audit_events"("action", "at");
CREATE INDEX "audit_events_user_id_at_idx" ON "audit_events"("user_id", "at");
CREATE INDEX "audit_events_api_key_id_at_idx" ON "audit_events"("api_key_id", "at");
CREATE INDEX "audit_events_subject_idx" ON "audit_events"("subject_type", "subject_id", "at");

-- The database itself refuses to change or remove a record.
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events"
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;
CREATE TRIGGER "audit_events_no_delete" BEFORE DELETE ON "audit_events"
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;
