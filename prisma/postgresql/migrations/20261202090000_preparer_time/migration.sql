-- Each preparer's own time (issue 32, docs/decisions/0233-preparers-hours-and-time-off.md): one preparer's
-- time off in blocked_times, and weekly hours of their own. The SQLite twin says more.
-- AlterTable
ALTER TABLE "blocked_times" ADD COLUMN     "preparer_id" INTEGER;

-- CreateTable
CREATE TABLE "preparer_hours" (
    "user_id" INTEGER NOT NULL,
    "weekly" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "preparer_hours_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_preparer_id_fkey" FOREIGN KEY ("preparer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "preparer_hours" ADD CONSTRAINT "preparer_hours_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

