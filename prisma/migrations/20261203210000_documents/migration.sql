-- Issue 34 (decisions 0250, 0253, 0254): a questionnaire per service, the answers per appointment, the documents the office asks for by hand, and the sealed documents themselves.
-- AlterTable
ALTER TABLE "services" ADD COLUMN "intake" TEXT;

-- CreateTable
CREATE TABLE "intake_answers" (
    "appointment_id" INTEGER NOT NULL PRIMARY KEY,
    "answers" TEXT NOT NULL,
    "updated_at" DATETIME NOT NULL,
    "reviewed_at" DATETIME,
    "reviewed_by_id" INTEGER,
    CONSTRAINT "intake_answers_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "intake_answers_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "document_requests" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "appointment_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "label_es" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "document_requests_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "document_requests_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appointment_id" INTEGER NOT NULL,
    "item_key" TEXT,
    "uploaded_by_id" INTEGER,
    "sealed_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "active_content" BOOLEAN NOT NULL DEFAULT false,
    "file_key" TEXT,
    "wrapped_key" TEXT,
    "scan_status" TEXT NOT NULL DEFAULT 'checking',
    "scan_note" TEXT,
    "scan_due_at" DATETIME,
    "scan_attempts" INTEGER NOT NULL DEFAULT 0,
    "opened_at" DATETIME,
    "kept" BOOLEAN NOT NULL DEFAULT false,
    "erased_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "documents_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "documents_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "document_requests_appointment_id_key_key" ON "document_requests"("appointment_id", "key");

-- CreateIndex
CREATE INDEX "documents_appointment_id_idx" ON "documents"("appointment_id");

-- CreateIndex
CREATE INDEX "documents_scan_status_scan_due_at_idx" ON "documents"("scan_status", "scan_due_at");


-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "documents_reminded_at" DATETIME;
