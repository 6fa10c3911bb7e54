-- Issue 34 (decisions 0250, 0253, 0254): a questionnaire per service, the answers per appointment, the documents the office asks for by hand, and the sealed documents themselves.
-- AlterTable
ALTER TABLE "services" ADD COLUMN     "intake" TEXT;

-- CreateTable
CREATE TABLE "intake_answers" (
    "appointment_id" INTEGER NOT NULL,
    "answers" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "reviewed_at" TIMESTAMPTZ(3),
    "reviewed_by_id" INTEGER,

    CONSTRAINT "intake_answers_pkey" PRIMARY KEY ("appointment_id")
);

-- CreateTable
CREATE TABLE "document_requests" (
    "id" SERIAL NOT NULL,
    "appointment_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    "label_es" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" TEXT NOT NULL,
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
    "scan_due_at" TIMESTAMPTZ(3),
    "scan_attempts" INTEGER NOT NULL DEFAULT 0,
    "opened_at" TIMESTAMPTZ(3),
    "kept" BOOLEAN NOT NULL DEFAULT false,
    "erased_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "document_requests_appointment_id_key_key" ON "document_requests"("appointment_id", "key");

-- CreateIndex
CREATE INDEX "documents_appointment_id_idx" ON "documents"("appointment_id");

-- CreateIndex
CREATE INDEX "documents_scan_status_scan_due_at_idx" ON "documents"("scan_status", "scan_due_at");

-- AddForeignKey
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "documents_reminded_at" TIMESTAMPTZ(3);
