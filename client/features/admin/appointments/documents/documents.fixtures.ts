import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import type { DocumentDto, DocumentFolder, IntakeView } from "#server/shared/documents.schema.ts";
import { checklistFor, type IntakeAnswers } from "#server/shared/intake.schema.ts";

/** Story data for an appointment's folder (decision 0254): Robert Chen's appointment (STORY_CONFIRMED, id 12). */
export const STORY_FOLDER_APPOINTMENT_ID = 12;

/** Every kind of question answered: a single choice, a multiple one, a number, yes and no, a text. */
export const STORY_ANSWERS: IntakeAnswers = {
  filing_status: "married_joint",
  dependents: 2,
  income: ["wages", "self_employed"],
  marketplace: true,
  irs_letter: false,
  notes: "We moved from Fresno to Clovis in June.\nMy wife's second W-2 comes late, around February 20.",
};

export const STORY_INTAKE_UNANSWERED: IntakeView = {
  appointment_id: STORY_FOLDER_APPOINTMENT_ID,
  questionnaire: DEFAULT_INTAKE,
  answers: {},
  updated_at: null,
  reviewed_at: null,
};

export const STORY_INTAKE_ANSWERED: IntakeView = { ...STORY_INTAKE_UNANSWERED, answers: STORY_ANSWERS, updated_at: "2026-03-01T02:14:00.000Z" };

export const STORY_INTAKE_REVIEWED: IntakeView = { ...STORY_INTAKE_ANSWERED, reviewed_at: "2026-03-02T17:30:00.000Z" };

const document = (fields: Partial<DocumentDto> & Pick<DocumentDto, "id" | "item_key" | "name">): DocumentDto => ({
  content_type: "application/pdf",
  size: 184_320,
  status: "clean",
  status_note: null,
  active_content: false,
  uploaded_at: "2026-03-01T02:20:00.000Z",
  opened_at: null,
  kept: false,
  ...fields,
});

/** A document in each state of the malware check, one opened by the office, one kept, and two "other documents". */
export const STORY_DOCUMENTS: DocumentDto[] = [
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d01", item_key: "photo_id", name: "drivers-license.jpg", content_type: "image/jpeg", size: 1_932_735 }),
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d02", item_key: "w2", name: "W-2 Central Valley Growers.pdf", opened_at: "2026-03-02T18:05:00.000Z" }),
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d03", item_key: "w2", name: "W-2 Fresno Unified.pdf", status: "checking", uploaded_at: "2026-03-02T19:58:00.000Z" }),
  document({
    id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d04",
    item_key: "1099_nec",
    name: "1099-NEC Chen Landscaping.pdf",
    status: "infected",
    status_note: "Win.Test.EICAR_HDB-1",
  }),
  document({
    id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d05",
    item_key: "business_expenses",
    name: "expenses-2025.pdf",
    status: "unchecked",
    status_note: "the malware scanner did not answer (connection refused)",
  }),
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d06", item_key: "business_expenses", name: "mileage-log.pdf", active_content: true, kept: true }),
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d07", item_key: null, name: "IRS letter CP2000.png", content_type: "image/png", size: 2_621_440 }),
  document({ id: "0b6d3c52-3c1e-4f0b-9a7e-1f2a3b4c5d08", item_key: "prior_return", name: "2024 return.pdf", size: 3_355_443 }),
];

/** What the answers ask for, then the office's own item ("office" items are asked for by hand). */
export const STORY_FOLDER: DocumentFolder = {
  appointment_id: STORY_FOLDER_APPOINTMENT_ID,
  checklist: [
    ...checklistFor(DEFAULT_INTAKE, STORY_ANSWERS).map((item) => ({ ...item, source: "intake" as const })),
    { key: "office_4f9c2a", label: { en: "Your 2024 California return (Form 540)", es: "Su declaración de California de 2024 (Formulario 540)" }, source: "office" },
  ],
  documents: STORY_DOCUMENTS,
  used_bytes: STORY_DOCUMENTS.reduce((total, each) => total + each.size, 0),
  limit_bytes: 200 * 1024 * 1024,
  open: true,
};

/** Before the client answered: only what every client of the service brings, and nothing sent. */
export const STORY_FOLDER_EMPTY: DocumentFolder = {
  ...STORY_FOLDER,
  checklist: checklistFor(DEFAULT_INTAKE, {}).map((item) => ({ ...item, source: "intake" as const })),
  documents: [],
  used_bytes: 0,
};
