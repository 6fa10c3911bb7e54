-- Each preparer's own time (issue 32, docs/decisions/0233-preparers-hours-and-time-off.md): a blocked
-- period may be one preparer's time off (preparer_id set) rather than the whole office's (null), and a
-- preparer may have weekly hours of their own inside the office's. The column is added in place
-- (SQLite allows a REFERENCES column whose default is NULL), so the table keeps what a rebuild would
-- have to recreate.
ALTER TABLE "blocked_times" ADD COLUMN "preparer_id" INTEGER REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- No row: the preparer works whenever the office is open.
CREATE TABLE "preparer_hours" (
    "user_id" INTEGER NOT NULL PRIMARY KEY,
    "weekly" TEXT NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "preparer_hours_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
