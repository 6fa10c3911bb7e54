-- The office's rules the owner changes on the business page (issue 33, docs/decisions/0242-office-settings-as-data.md): one row, written on the first save.
-- CreateTable
CREATE TABLE "office_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "cancel_cutoff_hours" INTEGER NOT NULL,
    "max_open_requests" INTEGER NOT NULL,
    "reminder_minutes_before" INTEGER NOT NULL,
    "reviews_shown" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_settings_pkey" PRIMARY KEY ("id")
);


-- One row only, as in SQLite.
ALTER TABLE "office_settings" ADD CONSTRAINT "office_settings_id_check" CHECK ("id" = 1);
