import { z } from "zod";
import { recordIdInput } from "./appointment.schema";
import { checklistItem, intakeAnswers, intakeQuestionnaire, INTAKE_LIMITS } from "./intake.schema";
import { codes } from "./i18n/server-messages";

/*
 * A client's documents and intake answers for one appointment (issue 34, decisions 0250–0254), as
 * both transports send them. The bytes travel on REST only (multipart upload, signed download);
 * everything else is here.
 */

/** At most this much a file (20 MB) and an appointment (200 MB): a phone's photo of a page is a few MB. */
export const DOCUMENT_LIMITS = { fileBytes: 20 * 1024 * 1024, appointmentBytes: 200 * 1024 * 1024, nameLength: 200 } as const;

/** "checking": waiting for clamd; "unchecked": clamd could not say (the office sees why); "infected": quarantined. */
export const SCAN_STATUSES = ["checking", "clean", "infected", "unchecked"] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const documentDto = z.object({
  id: z.uuid(),
  /** The checklist item it answers; null: "other documents". */
  item_key: z.string().nullable(),
  /** The name the client's device gave it (the type's own extension: a HEIC photo is kept as a JPEG). */
  name: z.string(),
  content_type: z.enum(["application/pdf", "image/jpeg", "image/png"]),
  size: z.number().int(),
  status: z.enum(SCAN_STATUSES),
  /** Why it is not clean: the office's eyes only (null for the client, and when clean). */
  status_note: z.string().nullable(),
  /** A PDF with scripts or embedded files: kept, downloaded only as an attachment. */
  active_content: z.boolean(),
  uploaded_at: z.iso.datetime(),
  /** When the office first downloaded it; from then the client can no longer remove it. */
  opened_at: z.iso.datetime().nullable(),
  /** Kept past the retention period by the owner. */
  kept: z.boolean(),
});
export type DocumentDto = z.infer<typeof documentDto>;

export const checklistEntry = checklistItem.extend({
  /** "intake": the answers or every client of the service; "office": asked for by hand. */
  source: z.enum(["intake", "office"]),
});
export type ChecklistEntry = z.infer<typeof checklistEntry>;

/** An appointment's document folder: what is asked for, what was sent, and room left. */
export const documentFolder = z.object({
  appointment_id: z.number().int(),
  checklist: z.array(checklistEntry),
  documents: z.array(documentDto),
  used_bytes: z.number().int(),
  limit_bytes: z.number().int(),
  /** Whether documents may still be added: the appointment is pending or confirmed, and uploads are set up. */
  open: z.boolean(),
});
export type DocumentFolder = z.infer<typeof documentFolder>;

/** The questionnaire of the appointment's service, the answers so far, and whether the office has reviewed them. */
export const intakeView = z.object({
  appointment_id: z.number().int(),
  questionnaire: intakeQuestionnaire,
  answers: intakeAnswers,
  /** Null until the client first saves. */
  updated_at: z.iso.datetime().nullable(),
  /** Once set, the client can no longer change the answers. */
  reviewed_at: z.iso.datetime().nullable(),
});
export type IntakeView = z.infer<typeof intakeView>;

export const saveIntakeBody = z.object({ answers: intakeAnswers }).strict();
export const saveIntakeInput = recordIdInput.extend(saveIntakeBody.shape);

/** The office asks for a document by hand ("please send your 1095-A"), in both languages; the client is emailed. */
export const documentRequestBody = z
  .object({
    label: z.object({
      en: z.string({ error: codes.validation.intake.englishRequired }).trim().min(1, codes.validation.intake.englishRequired).max(INTAKE_LIMITS.label, codes.validation.intake.tooLong),
      es: z.string({ error: codes.validation.intake.spanishRequired }).trim().min(1, codes.validation.intake.spanishRequired).max(INTAKE_LIMITS.label, codes.validation.intake.tooLong),
    }),
  })
  .strict();
export const documentRequestInput = recordIdInput.extend(documentRequestBody.shape);

export const documentIdInput = z.object({ id: z.uuid({ error: codes.validation.documentId }) });

/** A short-lived download address (decision 0254): only for the person and session that asked, as an attachment. */
export const documentLink = z.object({ url: z.string(), expires_at: z.iso.datetime() });

export const keepDocumentBody = z.object({ kept: z.boolean() }).strict();
export const keepDocumentInput = documentIdInput.extend(keepDocumentBody.shape);

/** A document the retention rule will erase soon (the owner's list, 30 days ahead). */
export const expiringDocument = z.object({
  id: z.uuid(),
  appointment_id: z.number().int(),
  client_name: z.string(),
  appointment_time: z.iso.datetime(),
  name: z.string(),
  erase_on: z.iso.datetime(),
});
export type ExpiringDocument = z.infer<typeof expiringDocument>;

export const intakeQuestionnaireBody = z.object({ questionnaire: intakeQuestionnaire }).strict();
