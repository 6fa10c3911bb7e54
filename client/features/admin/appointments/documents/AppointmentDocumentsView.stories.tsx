import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_TIME_ZONE } from "../../common/admin.fixtures";
import { AppointmentDocumentsView } from "./AppointmentDocumentsView";
import { STORY_DOCUMENTS, STORY_FOLDER, STORY_FOLDER_EMPTY, STORY_INTAKE_ANSWERED, STORY_INTAKE_REVIEWED, STORY_INTAKE_UNANSWERED } from "./documents.fixtures";

const meta = {
  title: "Admin/Documents/AppointmentDocumentsView",
  component: AppointmentDocumentsView,
  parameters: viewportParameters,
  args: {
    intake: { status: "ready", intake: STORY_INTAKE_REVIEWED },
    folder: { status: "ready", folder: STORY_FOLDER },
    timeZone: STORY_TIME_ZONE,
    canKeep: true,
    message: null,
    reviewing: false,
    onSetReviewed: fn(),
    busyId: null,
    onDownload: fn(),
    onDelete: fn(async () => undefined),
    deleting: false,
    onKeep: fn(),
    requesting: false,
    requestError: null,
    onRequest: fn(async () => true),
  },
} satisfies Meta<typeof AppointmentDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole("region", { name }));
/** The checklist item (or "other documents") a document is listed under, found by the document's name. */
const rowOf = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByText(name).closest("li") as HTMLElement);

/** Before the client answered: the questions wait, and every checklist item says "Nothing yet". */
export const NotAnsweredYet: Story = {
  args: { intake: { status: "ready", intake: STORY_INTAKE_UNANSWERED }, folder: { status: "ready", folder: STORY_FOLDER_EMPTY } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Intake answers", "Documents", "Ask for a document"]);
    const answers = section(canvasElement, "Intake answers");
    await expect(answers.getByText("Not answered yet")).toBeVisible();
    await expect(answers.queryByRole("button", { name: "Mark reviewed" })).toBeNull();
    const checklist = within(canvas.getByRole("list", { name: "Checklist" }));
    await expect(checklist.getByText("A photo ID: driver's license, state ID or passport")).toBeVisible();
    await expect(checklist.getByText("Nothing yet")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Other documents" })).toBeNull();
  },
};

/**
 * Every kind of answer in words (a choice's label, each of several choices, a number, yes and no,
 * the client's own text), reviewed: the office may reopen them.
 */
export const AnswersReviewed: Story = {
  play: async ({ args, canvasElement }) => {
    const answers = section(canvasElement, "Intake answers");
    const answerTo = (question: string) => answers.getByText(question).nextElementSibling as HTMLElement;
    await expect(answerTo("What was your marital status on December 31?")).toHaveTextContent("Married, filing together");
    await expect(answerTo("How many children or other dependents live with you?")).toHaveTextContent("2");
    const income = within(answerTo("Where did your income come from?")).getAllByRole("listitem");
    await expect(income.map((item) => item.textContent)).toEqual(["A job (wages)", "Self-employment, gig or side work"]);
    await expect(answerTo("Did any of these happen last year?")).toHaveTextContent("No answer");
    await expect(answerTo("Did you have health insurance from Covered California or the Marketplace?")).toHaveTextContent("Yes");
    await expect(answerTo("Did you get a letter from the IRS or the FTB?")).toHaveTextContent("No");
    await expect(answerTo("Anything else we should know?")).toHaveTextContent("We moved from Fresno to Clovis in June.");
    await expect(answers.getByText("Reviewed Mon, Mar 2, 2026, 9:30 AM: the client can no longer change the answers.")).toBeVisible();
    await userEvent.click(answers.getByRole("button", { name: "Let the client change them" }));
    await expect(args.onSetReviewed).toHaveBeenCalledWith(false);
  },
};

/** Answered, not yet reviewed: marking them reviewed ends the client's editing. */
export const AnswersToReview: Story = {
  args: { intake: { status: "ready", intake: STORY_INTAKE_ANSWERED } },
  play: async ({ args, canvasElement }) => {
    const answers = section(canvasElement, "Intake answers");
    await expect(answers.getByText("Answered Sat, Feb 28, 2026, 6:14 PM.")).toBeVisible();
    await expect(answers.getByText("Not reviewed yet: the client can still change the answers.")).toBeVisible();
    await userEvent.click(answers.getByRole("button", { name: "Mark reviewed" }));
    await expect(args.onSetReviewed).toHaveBeenCalledWith(true);
  },
};

export const Reviewing: Story = { args: { intake: { status: "ready", intake: STORY_INTAKE_ANSWERED }, reviewing: true } };

/**
 * A document in each state of the malware check: clean ones download, a quarantined one names its
 * signature, an unchecked one says why; every one may be deleted (after a second look) and kept.
 */
export const EveryStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const documents = section(canvasElement, "Documents");
    await expect(documents.getByText("8.4 MB of 200 MB used.")).toBeVisible();

    const clean = rowOf(canvasElement, "W-2 Central Valley Growers.pdf");
    await expect(clean.getByText("Clean")).toBeVisible();
    await expect(clean.getByText("First downloaded Mon, Mar 2, 2026, 10:05 AM: the client can no longer remove it.")).toBeVisible();
    await userEvent.click(clean.getByRole("button", { name: "Download W-2 Central Valley Growers.pdf" }));
    await expect(args.onDownload).toHaveBeenCalledWith(STORY_DOCUMENTS[1]);

    const checking = rowOf(canvasElement, "W-2 Fresno Unified.pdf");
    await expect(checking.getByText("Being checked")).toBeVisible();
    await expect(checking.queryByRole("button", { name: /^Download/ })).toBeNull();

    const infected = rowOf(canvasElement, "1099-NEC Chen Landscaping.pdf");
    await expect(infected.getByText("Quarantined")).toBeVisible();
    await expect(infected.getByText(/Malware found: Win\.Test\.EICAR_HDB-1\./)).toBeVisible();
    await expect(infected.queryByRole("button", { name: /^Download/ })).toBeNull();

    const unchecked = rowOf(canvasElement, "expenses-2025.pdf");
    await expect(unchecked.getByText("Not checked yet")).toBeVisible();
    await expect(unchecked.getByText("Why: the malware scanner did not answer (connection refused). The check is tried again on its own.")).toBeVisible();
    await expect(unchecked.queryByRole("button", { name: /^Download/ })).toBeNull();

    const scripted = rowOf(canvasElement, "mileage-log.pdf");
    await expect(scripted.getByText("Contains scripts: opens only as a download")).toBeVisible();
    const kept = scripted.getByRole("switch", { name: "Keep past retention: mileage-log.pdf" });
    await expect(kept).toBeChecked();
    await userEvent.click(kept);
    await expect(args.onKeep).toHaveBeenCalledWith(STORY_DOCUMENTS[5], false);

    await expect(documents.getByText("Asked for by the office")).toBeVisible();
    await expect(rowOf(canvasElement, "Your 2024 California return (Form 540)").getByText("Nothing yet")).toBeVisible();

    await userEvent.click(infected.getByRole("button", { name: "Delete 1099-NEC Chen Landscaping.pdf" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete this document?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith(STORY_DOCUMENTS[3]);
  },
};

/** Documents whose item is gone (the answer changed) or was never named: listed apart, never lost. */
export const OtherDocuments: Story = {
  play: async ({ canvasElement }) => {
    const other = section(canvasElement, "Other documents");
    await expect(other.getAllByRole("listitem").map((item) => within(item).getByText(/\.(pdf|png)$/).textContent)).toEqual(["IRS letter CP2000.png", "2024 return.pdf"]);
    await expect(within(canvasElement).getByRole("heading", { level: 4, name: "Other documents" })).toBeVisible();
  },
};

/** A preparer: the same folder without the owner's retention switch. */
export const Preparer: Story = {
  args: { canKeep: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("switch")).toBeNull();
  },
};

/** A download, deletion or change running for one document: its buttons wait. */
export const DocumentBusy: Story = {
  args: { busyId: STORY_DOCUMENTS[1]?.id ?? null },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, "W-2 Central Valley Growers.pdf").getByRole("button", { name: "Download W-2 Central Valley Growers.pdf" })).toBeDisabled();
  },
};

/** A download the server refused, said above the folder. */
export const ActionFailed: Story = {
  args: { message: { kind: "error", text: "This document has not passed the virus check, so it cannot be downloaded." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("This document has not passed the virus check");
  },
};

/** Asking for a document: both names are required, in the server's words; a good one is sent. */
export const AskForADocument: Story = {
  play: async ({ args, canvasElement }) => {
    const form = section(canvasElement, "Ask for a document");
    await userEvent.click(form.getByRole("button", { name: "Ask for it" }));
    await expect(form.getByText("Write it in English.")).toBeVisible();
    await expect(form.getByText("Write it in Spanish.")).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole("textbox", { name: "Name of the document in English" }), "  Form 1098-T from your college ");
    await userEvent.type(form.getByRole("textbox", { name: "Name of the document in Spanish" }), "Formulario 1098-T de su universidad");
    await userEvent.click(form.getByRole("button", { name: "Ask for it" }));
    await expect(args.onRequest).toHaveBeenCalledWith({ en: "Form 1098-T from your college", es: "Formulario 1098-T de su universidad" });
    await expect(form.getByRole("textbox", { name: "Name of the document in English" })).toHaveValue("");
  },
};

/** The server refused it (409: the checklist already asks for it): its message under the form. */
export const AskRefused: Story = {
  args: { requestError: "The checklist already asks for this document." },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, "Ask for a document").getByRole("alert")).toHaveTextContent("The checklist already asks for this document.");
  },
};

export const Asking: Story = { args: { requesting: true } };

/** A past or cancelled appointment: nothing more can be asked for. */
export const FolderClosed: Story = {
  args: { folder: { status: "ready", folder: { ...STORY_FOLDER, open: false } } },
  play: async ({ canvasElement }) => {
    const form = section(canvasElement, "Ask for a document");
    await expect(form.getByText(/This appointment takes no more documents/)).toBeVisible();
    await expect(form.queryByRole("textbox")).toBeNull();
  },
};

export const Loading: Story = { args: { intake: { status: "loading" }, folder: { status: "loading" } } };

export const LoadFailed: Story = {
  args: {
    intake: { status: "error", message: "The answers could not be loaded. Please reload the page." },
    folder: { status: "error", message: "The documents could not be loaded. Please reload the page." },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(2);
  },
};

/** A service without questions. */
export const NoQuestions: Story = {
  args: { intake: { status: "ready", intake: { ...STORY_INTAKE_UNANSWERED, questionnaire: { questions: [], always: [] } } } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, "Intake answers").getByText("This service asks no questions.")).toBeVisible();
  },
};

export const Phone: Story = { globals: phoneGlobals };

/** In Spanish: the questionnaire's own Spanish labels, the answers in words, the badges and the form. */
export const AnswersReviewedSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Respuestas del cuestionario", "Documentos", "Pedir un documento"]);
    const answers = section(canvasElement, "Respuestas del cuestionario");
    await expect(answers.getByText("¿Cuál era su estado civil el 31 de diciembre?").nextElementSibling).toHaveTextContent("Casado/a, declarando juntos");
    await expect(answers.getByText("¿Tuvo seguro médico de Covered California o del Mercado de Seguros?").nextElementSibling).toHaveTextContent("Sí");
    await expect(answers.getByRole("button", { name: "Permitir que el cliente las cambie" })).toBeVisible();
  },
};

export const EveryStatusSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, "1099-NEC Chen Landscaping.pdf").getByText("En cuarentena")).toBeVisible();
    await expect(rowOf(canvasElement, "expenses-2025.pdf").getByText("Aún sin revisar")).toBeVisible();
    await expect(rowOf(canvasElement, "W-2 Fresno Unified.pdf").getByText("En revisión")).toBeVisible();
    await expect(rowOf(canvasElement, "drivers-license.jpg").getByRole("button", { name: "Descargar drivers-license.jpg" })).toBeVisible();
    await expect(rowOf(canvasElement, "Su declaración de California de 2024 (Formulario 540)").getByText("Todavía nada")).toBeVisible();
    await expect(within(canvasElement).getByRole("heading", { level: 4, name: "Otros documentos" })).toBeVisible();
  },
};

export const NotAnsweredYetSpanish: Story = {
  ...NotAnsweredYet,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, "Respuestas del cuestionario").getByText("Todavía sin responder")).toBeVisible();
  },
};

export const AskRefusedSpanish: Story = {
  args: { requestError: "La lista ya pide este documento." },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const form = section(canvasElement, "Pedir un documento");
    await expect(form.getByRole("alert")).toHaveTextContent("La lista ya pide este documento.");
    await userEvent.click(form.getByRole("button", { name: "Pedirlo" }));
    await expect(form.getByText("Escríbalo en inglés.")).toBeVisible();
    await expect(form.getByText("Escríbalo en español.")).toBeVisible();
  },
};
