-- The office's rules the owner changes on the business page (issue 33, docs/decisions/0242-office-settings-as-data.md): one row, written on the first save.
-- CreateTable
CREATE TABLE "office_settings" (
    "id" INTEGER NOT NULL PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "cancel_cutoff_hours" INTEGER NOT NULL,
    "max_open_requests" INTEGER NOT NULL,
    "reminder_minutes_before" INTEGER NOT NULL,
    "reviews_shown" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" DATETIME NOT NULL
);

