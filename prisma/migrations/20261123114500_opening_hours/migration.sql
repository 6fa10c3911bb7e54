-- CreateTable: one row (id 1), written when the owner first saves the hours (the environment's defaults apply until then).
CREATE TABLE "opening_hours" (
    "id" INTEGER NOT NULL PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
    "weekly" TEXT NOT NULL,
    "horizon_days" INTEGER NOT NULL,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable: business-local dates whose hours replace the week's ("[]" = closed all day).
CREATE TABLE "hours_exceptions" (
    "date" TEXT NOT NULL PRIMARY KEY,
    "hours" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
