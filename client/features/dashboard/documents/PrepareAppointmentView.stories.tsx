import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import { DOCUMENT_LIMITS, type ChecklistEntry, type DocumentDto, type DocumentFolder, type IntakeView } from "#server/shared/documents.schema.ts";
import { API_MESSAGES_ES } from "#server/shared/i18n/server-messages-es.ts";
import { checklistFor, type IntakeAnswers } from "#server/shared/intake.schema.ts";
import { VALIDATION_MESSAGES } from "#server/shared/validation-messages.ts";
import { badgesFit, narrowPhoneGlobals, phoneGlobals, viewportParameters } from "../../../components/story-viewports";
import { DOCUMENT_ACCEPT } from "../../../lib/upload-document";
import { PrepareAppointmentView } from "./PrepareAppointmentView";

const APPOINTMENT: ClientAppointment = {
  id: 1,
  service: "Personal Tax Prep",
  appointment_time: "2026-03-10T23:30:00.000Z",
  status: "confirmed",
  preparer: { id: 7, name: "Ana Reyes, EA" },
  cancellation: "online",
  calendar: null,
};

const ANSWERS: IntakeAnswers = {
  filing_status: "married_joint",
  dependents: 2,
  income: ["wages", "self_employed"],
  life_changes: [],
  marketplace: false,
  irs_letter: false,
  new_client: false,
  notes: "We moved to Clovis in June.",
};

const intakeOf = (answers: IntakeAnswers, reviewed = false): IntakeView => ({
  appointment_id: 1,
  questionnaire: DEFAULT_INTAKE,
  answers,
  updated_at: Object.keys(answers).length > 0 ? "2026-03-01T18:00:00.000Z" : null,
  reviewed_at: reviewed ? "2026-03-03T16:00:00.000Z" : null,
});

/** The office's own request (decision 0254), after the answers' items. */
const PROPERTY_TAX: ChecklistEntry = {
  key: "property_tax",
  label: { en: "Your 2025 property tax bill", es: "Su recibo del impuesto a la propiedad de 2025" },
  source: "office",
};

const checklistOf = (answers: IntakeAnswers, extra: ChecklistEntry[] = []): ChecklistEntry[] => [
  ...checklistFor(DEFAULT_INTAKE, answers).map((item) => ({ ...item, source: "intake" as const })),
  ...extra,
];

const MB = 1024 * 1024;
let uuid = 0;
const documentOf = (item_key: string | null, name: string, size: number, status: DocumentDto["status"], opened = false): DocumentDto => ({
  id: `00000000-0000-4000-8000-${String((uuid += 1)).padStart(12, "0")}`,
  item_key,
  name,
  content_type: name.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
  size,
  status,
  status_note: null,
  active_content: false,
  uploaded_at: "2026-03-01T18:30:00.000Z",
  opened_at: opened ? "2026-03-02T16:00:00.000Z" : null,
  kept: false,
});

/** One document in each state a client sees, one the office has opened, and two under "other documents". */
const DOCUMENTS: DocumentDto[] = [
  documentOf("photo_id", "drivers-license.jpg", 1.8 * MB, "clean", true),
  documentOf("w2", "W-2 Valley Unified.pdf", 312 * 1024, "clean"),
  documentOf("w2", "w2-second-job.pdf", 96 * 1024, "checking"),
  documentOf("1099_nec", "IMG_20260301_093512_1099NEC_DOORDASH.jpg", 3.2 * MB, "unchecked"),
  documentOf("dependent_ssn", "ssn-cards.pdf", 2.4 * MB, "infected"),
  documentOf(null, "letter-from-landlord.pdf", 140 * 1024, "clean"),
  // Its item left the checklist when the answer changed: still here, under "other documents".
  documentOf("crypto", "coinbase-2025.pdf", 480 * 1024, "checking"),
];

const folderOf = (answers: IntakeAnswers, documents: DocumentDto[] = [], open = true, extra: ChecklistEntry[] = []): DocumentFolder => ({
  appointment_id: 1,
  checklist: checklistOf(answers, extra),
  documents,
  used_bytes: Math.round(documents.reduce((total, document) => total + document.size, 0)),
  limit_bytes: DOCUMENT_LIMITS.appointmentBytes,
  open,
});

const meta = {
  title: "Screens/PrepareAppointment",
  component: PrepareAppointmentView,
  parameters: { layout: "fullscreen", route: "/dashboard/appointments/1" },
  args: {
    appointment: APPOINTMENT,
    timeZone: "America/Los_Angeles",
    state: { status: "ready", intake: intakeOf({}), folder: folderOf({}) },
    closed: false,
    dashboardHref: "/dashboard",
    saving: false,
    saveMessage: null,
    onSaveAnswers: fn(),
    uploads: [],
    onUpload: fn(),
    onDismissUpload: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PrepareAppointmentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered yet: the questions, and the one item every client brings. */
export const QuestionnaireEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Back to my appointments" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.getByRole("heading", { level: 1, name: "Prepare for your appointment" })).toBeInTheDocument();
    await expect(canvas.getByText("Personal Tax Prep")).toBeInTheDocument();
    await expect(canvas.getByText("Tuesday, March 10, 2026")).toBeInTheDocument();
    await expect(canvas.getByText("4:30 PM")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Questions about your taxes" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Documents to bring or upload" })).toBeInTheDocument();
    // Each kind of question as its own control, named by its question (required ones say so).
    await expect(canvas.getByRole("radiogroup", { name: "What was your marital status on December 31? (required)" })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "How many children or other dependents live with you? (required)" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "Where did your income come from? (required)" })).toBeInTheDocument();
    await expect(canvas.getByRole("radiogroup", { name: "Did you get a letter from the IRS or the FTB?" })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Anything else we should know?" })).toBeInTheDocument();
    await expect(canvas.getByText("Questions marked with * need an answer.")).toBeInTheDocument();
    // The photo ID is asked of everyone; the picker offers the camera as well as files (no capture).
    const upload = canvas.getByRole("button", { name: "Upload: A photo ID: driver's license, state ID or passport" });
    await expect(upload).toHaveTextContent("Upload");
    const inputs = canvasElement.querySelectorAll("input[type=file]");
    await expect(inputs).toHaveLength(2);
    await expect(inputs[0]).toHaveAttribute("accept", DOCUMENT_ACCEPT);
    await expect(inputs[0]).not.toHaveAttribute("capture");
    await expect(canvas.getByText("0 KB of 200 MB used")).toBeInTheDocument();
    await expect(
      canvas.getByText("PDF, JPEG, PNG or iPhone photos (HEIC), up to 20 MB each. Files are encrypted and checked for viruses."),
    ).toBeInTheDocument();
  },
};

/** Answers given, one required question left out: Save shows the problem beside it and sends nothing. */
export const AnswersWithProblem: Story = {
  args: {
    state: {
      status: "ready",
      intake: intakeOf({ filing_status: "single", income: ["wages"], notes: "I also drive for DoorDash on weekends." }),
      folder: folderOf({ filing_status: "single", income: ["wages"] }),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Single" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "A job (wages)" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save answers" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please check the answers marked below.");
    const dependents = canvas.getByRole("textbox", { name: "How many children or other dependents live with you? (required)" });
    await expect(dependents).toHaveAttribute("aria-invalid", "true");
    await expect(dependents).toHaveAccessibleDescription(VALIDATION_MESSAGES.intake.answerRequired);
    await waitFor(() => expect(dependents).toHaveFocus());
    await expect(args.onSaveAnswers).not.toHaveBeenCalled();
  },
};

/** Every question answered: Save sends the answers as the server will keep them. */
export const SaveAnswers: Story = {
  args: { state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const marketplace = canvas.getByRole("radiogroup", { name: "Did you have health insurance from Covered California or the Marketplace?" });
    await userEvent.click(within(marketplace).getByRole("radio", { name: "Yes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save answers" }));
    await expect(args.onSaveAnswers).toHaveBeenCalledWith({ ...ANSWERS, marketplace: true });
  },
};

export const Saving: Story = {
  args: { ...SaveAnswers.args, saving: true },
};

/** The save failed (the office reviewed the answers meanwhile): the server's sentence under the form. */
export const SaveFailed: Story = {
  args: { ...SaveAnswers.args, saveMessage: { kind: "error", text: API_MESSAGES.documents.reviewed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.documents.reviewed);
  },
};

/** The office has reviewed the answers: they are shown, not asked, with how to change them. */
export const Reviewed: Story = {
  args: { state: { status: "ready", intake: intakeOf(ANSWERS, true), folder: folderOf(ANSWERS) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The office has reviewed your answers. Call us to change them.")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save answers" })).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole("radio")).toHaveLength(0);
    await expect(canvas.getByText("Married, filing together")).toBeInTheDocument();
    await expect(canvas.getByText("A job (wages) and Self-employment, gig or side work")).toBeInTheDocument();
    await expect(canvas.getAllByText("Not answered")).toHaveLength(1);
    // Documents can still be sent.
    await expect(canvas.getByRole("button", { name: "Upload: Form W-2 from each employer" })).toBeEnabled();
  },
};

/** The checklist the answers made (and the office's own request), with a document in every state a client sees. */
export const DocumentsInEveryStatus: Story = {
  args: {
    state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS, DOCUMENTS, true, [PROPERTY_TAX]) },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "Your 2025 property tax bill" })).toBeInTheDocument();
    // "checking" and "unchecked" read the same to the client: it never learns why.
    await expect(canvas.getAllByText("Being checked")).toHaveLength(3);
    await expect(canvas.getAllByText("Received")).toHaveLength(3);
    await expect(canvas.getByText("Not accepted: our virus check flagged this file")).toBeInTheDocument();
    await expect(canvas.getByText("Please upload another copy, or bring the paper document to your appointment.")).toBeInTheDocument();
    await expect(canvas.getByText("312 KB")).toBeInTheDocument();
    await expect(canvas.getByText("1.8 MB")).toBeInTheDocument();
    // The office opened the photo ID: it can no longer be removed.
    await expect(canvas.queryByRole("button", { name: "Remove drivers-license.jpg" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Remove W-2 Valley Unified.pdf" }));
    await expect(args.onRemove).toHaveBeenCalledWith(DOCUMENTS[1]);
    // No item, or an item no longer on the list: "other documents", never lost.
    const other = canvas.getByRole("heading", { level: 3, name: "Other documents" }).closest<HTMLElement>(".mantine-Card-root");
    await expect(other).not.toBeNull();
    await expect(within(other as HTMLElement).getByText("letter-from-landlord.pdf")).toBeInTheDocument();
    await expect(within(other as HTMLElement).getByText("coinbase-2025.pdf")).toBeInTheDocument();
    await expect(canvas.getByText("8.4 MB of 200 MB used")).toBeInTheDocument();
    // Picking files for an item hands them over with the item's key.
    const file = new File(["%PDF-1.7"], "w2-page-2.pdf", { type: "application/pdf" });
    const w2Card = canvas.getByRole("heading", { level: 3, name: "Form W-2 from each employer" }).closest<HTMLElement>(".mantine-Card-root");
    const input = w2Card?.querySelector<HTMLInputElement>("input[type=file]");
    await expect(input).toBeTruthy();
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    await expect(args.onUpload).toHaveBeenCalledWith("w2", [file]);
  },
};

/** A file on its way: its name with a spinner, and that item's button waits. */
export const UploadInProgress: Story = {
  args: {
    state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS, DOCUMENTS.slice(0, 2)) },
    uploads: [{ id: 1, item: "w2", name: "w2-page-2.jpg", status: "uploading" }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Uploading w2-page-2.jpg…")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Upload: Form W-2 from each employer" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Upload: Forms 1099-NEC and 1099-K for your business income" })).toBeEnabled();
  },
};

/** The server refused a file: its own sentence under the item, until the client closes it or tries again. */
export const UploadFailed: Story = {
  args: {
    state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS, DOCUMENTS.slice(0, 2)) },
    uploads: [
      { id: 2, item: "1099_nec", name: "scan.tiff", status: "failed", message: API_MESSAGES.documents.wrongType },
      // Refused before it was sent, in the server's words.
      { id: 3, item: null, name: "bank-statements-2025.pdf", status: "failed", message: API_MESSAGES.documents.tooLarge },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole("alert");
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent("scan.tiff was not uploaded");
    await expect(alerts[0]).toHaveTextContent(API_MESSAGES.documents.wrongType);
    await expect(alerts[1]).toHaveTextContent(API_MESSAGES.documents.tooLarge);
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole("button", { name: "Close this message" }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith(2);
  },
};

/** A cancelled appointment: its answers and documents are shown, and nothing can change. */
export const NotOpen: Story = {
  args: {
    appointment: { ...APPOINTMENT, status: "cancelled", cancellation: null },
    closed: true,
    state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS, DOCUMENTS.slice(0, 3), false) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This appointment is no longer coming up, so its answers and documents can no longer be changed here.")).toBeInTheDocument();
    await expect(canvas.getByText("Cancelled")).toBeInTheDocument();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvasElement.querySelectorAll("input")).toHaveLength(0);
    await expect(canvas.getByText("W-2 Valley Unified.pdf")).toBeInTheDocument();
  },
};

/** Uploads are not set up on this server yet (no master key): the answers still count, the documents come on paper. */
export const UploadsNotSetUp: Story = {
  args: { state: { status: "ready", intake: intakeOf(ANSWERS), folder: folderOf(ANSWERS, [], false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(API_MESSAGES.documents.notSetUp)).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^Upload/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Save answers" })).toBeEnabled();
  },
};

export const Loading: Story = { args: { appointment: null, state: { status: "loading" } } };

export const LoadError: Story = {
  args: { appointment: null, state: { status: "error", message: "We could not find this appointment." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("We could not find this appointment.");
  },
};

/** On a phone: nothing scrolls sideways (a long file name wraps), and no status is cut short. */
export const Phone: Story = {
  ...DocumentsInEveryStatus,
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(badgesFit(canvasElement)).toBe(true);
  },
};

export const NarrowPhone: Story = { ...Phone, globals: narrowPhoneGlobals };

/** In Spanish: the questions in the reader's language, and the problem in the server's Spanish words. */
export const Spanish: Story = {
  ...AnswersWithProblem,
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Prepárese para su cita" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Volver a mis citas" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Preguntas sobre sus impuestos" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Documentos para traer o subir" })).toBeInTheDocument();
    await expect(canvas.getByText("Impuestos personales")).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Soltero/a" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Guardar respuestas" }));
    const dependents = canvas.getByRole("textbox", { name: "¿Cuántos hijos u otros dependientes viven con usted? (obligatoria)" });
    await expect(dependents).toHaveAccessibleDescription("Por favor, responda esta pregunta.");
    await expect(canvas.getByRole("button", { name: "Subir: Formulario W-2 de cada empleador" })).toHaveTextContent("Subir");
    await expect(args.onSaveAnswers).not.toHaveBeenCalled();
  },
};

/** Every status, a refusal and a file on its way, in Spanish. */
export const SpanishDocuments: Story = {
  args: {
    state: { status: "ready", intake: intakeOf(ANSWERS, true), folder: folderOf(ANSWERS, DOCUMENTS, true, [PROPERTY_TAX]) },
    uploads: [
      { id: 4, item: "w2", name: "w2-pagina-2.jpg", status: "uploading" },
      { id: 5, item: "1099_nec", name: "escaneo.tiff", status: "failed", message: API_MESSAGES_ES.documents.wrongType },
    ],
  },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("La oficina ya revisó sus respuestas. Llámenos para cambiarlas.")).toBeInTheDocument();
    await expect(canvas.getByText("Casado/a, declarando juntos")).toBeInTheDocument();
    await expect(canvas.getAllByText("En revisión")).toHaveLength(3);
    await expect(canvas.getAllByText("Recibido")).toHaveLength(3);
    await expect(canvas.getByText("No aceptado: nuestra revisión de virus detectó un problema en este archivo")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 3, name: "Otros documentos" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 3, name: "Su recibo del impuesto a la propiedad de 2025" })).toBeInTheDocument();
    await expect(canvas.getByText("Subiendo w2-pagina-2.jpg…")).toBeInTheDocument();
    await expect(canvas.getByRole("alert")).toHaveTextContent("No se subió escaneo.tiff");
    await expect(canvas.getByRole("alert")).toHaveTextContent(API_MESSAGES_ES.documents.wrongType);
    await expect(canvas.getByRole("button", { name: "Quitar W-2 Valley Unified.pdf" })).toBeInTheDocument();
    await expect(canvas.getByText("8.4 MB de 200 MB usados")).toBeInTheDocument();
  },
};

/** A cancelled appointment in Spanish. */
export const SpanishNotOpen: Story = {
  ...NotOpen,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Esta cita ya no está por venir, así que sus respuestas y documentos ya no se pueden cambiar aquí.")).toBeInTheDocument();
    await expect(canvas.getByText("Cancelada")).toBeInTheDocument();
  },
};

/** Spanish words are longer: on a 320 px phone still nothing scrolls sideways. */
export const NarrowPhoneSpanish: Story = { ...SpanishDocuments, parameters: viewportParameters, globals: { ...narrowPhoneGlobals, lang: "es" }, play: Phone.play };
