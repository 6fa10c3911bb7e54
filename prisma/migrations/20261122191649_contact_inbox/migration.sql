-- AlterTable: messages stored before the inbox existed were never read by anyone, so they start unread.
ALTER TABLE "contact_messages" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'unread';

-- CreateIndex
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages"("status", "created_at");
