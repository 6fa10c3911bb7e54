import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import type { IntakeQuestionnaire } from "#server/shared/intake.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { IntakeEditorModal } from "./IntakeEditorModal";

const meta = {
  title: "Admin/Services/IntakeEditorModal",
  component: IntakeEditorModal,
  args: {
    opened: true,
    serviceName: "Personal Tax Prep",
    questionnaire: { status: "ready", questionnaire: DEFAULT_INTAKE },
    saving: false,
    error: null,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof IntakeEditorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp = "Intake questions: Personal Tax Prep") => within(await screen.findByRole("dialog", { name }));
/** Pastes a text into a field: one change, where typing it would re-render the form once a letter. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const ready = (questionnaire: IntakeQuestionnaire) => ({ status: "ready" as const, questionnaire });

/** A questionnaire the owner left half done: a Spanish text missing, a key with capitals, a choice of one, a help line in English only. */
const UNFINISHED = {
  always: [{ key: "Photo ID", label: { en: "A photo ID", es: "" } }],
  questions: [
    {
      type: "choice",
      key: "filing_status",
      label: { en: "What was your marital status on December 31?", es: "¿Cuál era su estado civil el 31 de diciembre?" },
      help: null,
      required: true,
      multiple: false,
      options: [{ key: "single", label: { en: "Single", es: "Soltero/a" }, adds: [] }],
    },
    {
      type: "number",
      key: "dependents",
      label: { en: "How many dependents live with you?", es: "" },
      help: { en: "Children and relatives you support.", es: "" },
      required: false,
      min: 0,
      max: 20,
      ifAboveZero: [],
    },
    { type: "text", key: "notes", label: { en: "Anything else we should know?", es: "¿Algo más que debamos saber?" }, help: null, required: false },
  ],
} satisfies IntakeQuestionnaire;

/** The standard questions as a new service starts with them: the photo ID every client brings, then eight questions, closed. */
export const DefaultQuestions: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole("heading", { level: 3, name: "Every client of this service brings" })).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Every client, document 1, key" })).toHaveValue("photo_id");
    await expect(modal.getByRole("textbox", { name: "Every client, document 1, Spanish label" })).toHaveAttribute("lang", "es");
    const questions = modal.getAllByRole("heading", { level: 4 });
    await expect(questions).toHaveLength(8);
    await expect(questions[0]).toHaveTextContent("Question 1: What was your marital status on December 31?Choice, required");
    await expect(questions[7]).toHaveTextContent("Question 8: Anything else we should know?Short text");
    await expect(modal.getByRole("button", { name: /^Question 1:/ })).toHaveAttribute("aria-expanded", "false");
    await expect(modal.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
    await expect(modal.getByRole("button", { name: "Move question 8 down" })).toBeDisabled();
  },
};

/** One question of each type opened: a choice's options and their documents, a number's range, a yes/no's documents, a short text. */
export const QuestionOfEachType: Story = {
  play: async () => {
    const modal = await dialog();
    for (const n of [1, 2, 5, 8]) await userEvent.click(modal.getByRole("button", { name: new RegExp(`^Question ${n}:`) }));

    await expect(modal.getByRole("combobox", { name: "Question 1, type" })).toHaveValue("Choice");
    await expect(modal.getByRole("switch", { name: "Question 1, required" })).toBeChecked();
    await expect(modal.getByRole("switch", { name: "Question 1, several answers" })).not.toBeChecked();
    await expect(modal.getByRole("textbox", { name: "Question 1, option 2, key" })).toHaveValue("married_joint");
    await expect(modal.getByRole("textbox", { name: "Question 1, option 2, Spanish label" })).toHaveValue("Casado/a, declarando juntos");
    await expect(modal.getByRole("textbox", { name: "Question 1, English help (optional)" })).toHaveValue(
      "Not sure? Choose the closest one: your preparer will confirm it with you.",
    );

    await expect(modal.getByRole("combobox", { name: "Question 2, type" })).toHaveValue("Number");
    await expect(modal.getByRole("textbox", { name: "Question 2, largest number" })).toHaveValue("20");
    await expect(modal.getByRole("textbox", { name: "Question 2, if more than zero, document 1, key" })).toHaveValue("dependent_ssn");

    await expect(modal.getByRole("combobox", { name: "Question 5, type" })).toHaveValue("Yes/no");
    await expect(modal.getByRole("textbox", { name: "Question 5, if yes, document 1, key" })).toHaveValue("1095_a");
    await expect(modal.getByRole("group", { name: "Documents if the answer is no" })).toHaveTextContent("No documents.");

    await expect(modal.getByRole("combobox", { name: "Question 8, type" })).toHaveValue("Short text");
    await expect(modal.getByText("Clients write a short answer (at most 500 characters). It adds no documents.")).toBeVisible();
  },
};

/** A new question: its key follows its English words, it is checked before it is sent, and it is sent at the end. */
export const AddQuestion: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Add a question" }));
    const english = modal.getByRole("textbox", { name: "Question 9, English label" });
    await waitFor(() => expect(english).toHaveFocus());
    await userEvent.type(english, "Own a business?");
    await expect(modal.getByRole("textbox", { name: "Question 9, key" })).toHaveValue("own_a_business");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("Write it in Spanish.")).toBeVisible();
    await expect(modal.getByRole("alert")).toHaveTextContent("Please fix the marked fields before saving: question 9.");
    await expect(args.onSave).not.toHaveBeenCalled();

    await fill(modal.getByRole("textbox", { name: "Question 9, Spanish label" }), "¿Tiene un negocio?");
    await userEvent.click(modal.getByRole("button", { name: "Question 9, if yes: add a document" }));
    await fill(modal.getByRole("textbox", { name: "Question 9, if yes, document 1, English label" }), "Business bank statements");
    await fill(modal.getByRole("textbox", { name: "Question 9, if yes, document 1, Spanish label" }), "Estados de cuenta del negocio");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as IntakeQuestionnaire;
    await expect(saved.questions).toHaveLength(9);
    await expect(saved.questions[8]).toEqual({
      type: "yesNo",
      key: "own_a_business",
      label: { en: "Own a business?", es: "¿Tiene un negocio?" },
      help: null,
      required: false,
      ifYes: [{ key: "business_bank_statements", label: { en: "Business bank statements", es: "Estados de cuenta del negocio" } }],
      ifNo: [],
    });
  },
};

/** A new type keeps the key, the words and the help; questions and options move and go, and focus stays on the button pressed. */
export const ChangeMoveAndRemove: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: /^Question 8:/ }));
    await userEvent.click(modal.getByRole("combobox", { name: "Question 8, type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Yes/no" }));
    await expect(modal.getByRole("textbox", { name: "Question 8, key" })).toHaveValue("notes");
    await expect(modal.getByRole("textbox", { name: "Question 8, English label" })).toHaveValue("Anything else we should know?");
    await expect(modal.getByRole("group", { name: "Documents if the answer is yes" })).toBeVisible();

    await userEvent.click(modal.getByRole("button", { name: "Move question 8 up" }));
    await expect(modal.getAllByRole("heading", { level: 4 })[6]).toHaveTextContent(/^Question 7: Anything else we should know\?/);
    await waitFor(() => expect(modal.getByRole("button", { name: "Move question 7 up" })).toHaveFocus());

    await userEvent.click(modal.getByRole("button", { name: /^Question 1:/ }));
    await userEvent.click(modal.getByRole("button", { name: "Move option 2 of question 1 up" }));
    await waitFor(() => expect(modal.getByRole("button", { name: "Move option 1 of question 1 down" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Remove option 5 of question 1" }));
    await waitFor(() => expect(modal.getByRole("button", { name: "Question 1: add an option" })).toHaveFocus());

    await userEvent.click(modal.getByRole("button", { name: "Remove question 2" }));
    await expect(modal.getAllByRole("heading", { level: 4 })).toHaveLength(7);
    await waitFor(() => expect(modal.getByRole("button", { name: "Add a question" })).toHaveFocus());

    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as IntakeQuestionnaire;
    await expect(saved.questions.map((question) => question.key)).toEqual([
      "filing_status",
      "income",
      "life_changes",
      "marketplace",
      "irs_letter",
      "notes",
      "new_client",
    ]);
    const [status] = saved.questions;
    await expect(status?.type === "choice" && status.options.map((option) => option.key)).toEqual(["married_joint", "single", "married_separate", "head_of_household"]);
    await expect(saved.questions[5]).toMatchObject({ type: "yesNo", key: "notes", ifYes: [], ifNo: [] });
  },
};

/** Each problem beside its field in the server's words; the questions with one are opened and marked, and nothing is sent. */
export const ValidationErrors: Story = {
  args: { questionnaire: ready(UNFINISHED) },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByRole("textbox", { name: "Every client, document 1, key" })).toHaveAccessibleDescription(
      "A key is lowercase letters, digits and underscores (such as 1099_nec), at most 40 characters.",
    );
    await expect(modal.getByRole("textbox", { name: "Every client, document 1, Spanish label" })).toHaveAccessibleDescription("Write it in Spanish.");
    await expect(modal.getByText("A choice needs at least two options.")).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Question 2, Spanish label" })).toHaveAccessibleDescription("Write it in Spanish.");
    await expect(modal.getByRole("textbox", { name: "Question 2, Spanish help (optional)" })).toHaveAccessibleDescription("Write it in Spanish.");
    await expect(modal.getByRole("button", { name: /^Question 1:.*Needs fixing$/ })).toHaveAttribute("aria-expanded", "true");
    await expect(modal.getByRole("button", { name: /^Question 3:/ })).toHaveAttribute("aria-expanded", "false");
    await expect(modal.getByRole("alert")).toHaveTextContent(
      "Please fix the marked fields before saving: the documents every client brings, question 1, and question 2.",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The same, in Spanish: the server's sentences in the owner's language. */
export const ValidationErrorsSpanish: Story = {
  args: { questionnaire: ready(UNFINISHED) },
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Preguntas del cuestionario: Personal Tax Prep");
    await userEvent.click(modal.getByRole("button", { name: "Guardar" }));
    await expect(modal.getByText("Una pregunta de opciones necesita al menos dos opciones.")).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Pregunta 2, texto en español" })).toHaveAccessibleDescription("Escríbalo en español.");
    await expect(modal.getByRole("alert")).toHaveTextContent(
      "Corrija los campos marcados antes de guardar: los documentos que traen todos los clientes, pregunta 1 y pregunta 2.",
    );
  },
};

/** Two questions with one key, and a range upside down: found once everything else is right. */
export const KeyAndRangeErrors: Story = {
  args: {
    questionnaire: ready({
      always: [],
      questions: [
        { type: "yesNo", key: "kids", label: { en: "Do you have children?", es: "¿Tiene hijos?" }, help: null, required: false, ifYes: [], ifNo: [] },
        { type: "number", key: "kids", label: { en: "How many?", es: "¿Cuántos?" }, help: null, required: false, min: 5, max: 2, ifAboveZero: [] },
      ],
    }),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByRole("textbox", { name: "Question 2, key" })).toHaveAccessibleDescription(
      expect.stringContaining("Another question or choice already uses this key."),
    );
    await expect(modal.getByRole("textbox", { name: "Question 2, largest number" })).toHaveAccessibleDescription(
      "The largest number allowed must not be below the smallest.",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The standard questions put in the form in place of the service's own; saved only with Save. */
export const ResetToStandard: Story = {
  args: {
    questionnaire: ready({
      always: [],
      questions: [{ type: "text", key: "notes", label: { en: "Anything else?", es: "¿Algo más?" }, help: null, required: false }],
    }),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getAllByRole("heading", { level: 4 })).toHaveLength(1);
    await userEvent.click(modal.getByRole("button", { name: "Reset to the standard questions" }));
    await expect(modal.getAllByRole("heading", { level: 4 })).toHaveLength(8);
    await expect(modal.getByRole("status")).toHaveTextContent("The standard questions are loaded. Save to keep them");
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(DEFAULT_INTAKE));
  },
};

/** Saving: the button says so. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole("button", { name: "Save" })).toHaveAttribute("data-loading", "true");
    await expect(modal.getByRole("button", { name: "Reset to the standard questions" })).toBeDisabled();
  },
};

/** The server refused or could not be reached: the reason beside the buttons, the changes still in the form. */
export const SaveFailed: Story = {
  args: { error: "The questions could not be saved. Please try again." },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole("alert")).toHaveTextContent("The questions could not be saved. Please try again.");
  },
};

export const Loading: Story = {
  args: { questionnaire: { status: "loading" } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText("Loading the questions…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { questionnaire: { status: "error", message: "The questions could not be loaded. Please close this window and try again." } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole("alert")).toHaveTextContent("The questions could not be loaded.");
    await userEvent.click(modal.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** On a phone the dialog takes the whole screen, and each question's English and Spanish stack. */
export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await dialog();
    await expect(document.querySelector(".mantine-Modal-content")).toHaveAttribute("data-full-screen", "true");
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: /^Question 1:/ }));
    const english = modal.getByRole("textbox", { name: "Question 1, English label" }).getBoundingClientRect();
    const spanish = modal.getByRole("textbox", { name: "Question 1, Spanish label" }).getBoundingClientRect();
    await expect(spanish.top).toBeGreaterThan(english.bottom);
  },
};

/** The editor in Spanish: its own words in Spanish, the owner's questions as written. */
export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Preguntas del cuestionario: Personal Tax Prep");
    await expect(modal.getByRole("heading", { level: 3, name: "Todos los clientes de este servicio traen" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: /^Pregunta 1:/ }));
    await expect(modal.getByRole("combobox", { name: "Pregunta 1, tipo" })).toHaveValue("Opciones");
    await expect(modal.getByRole("textbox", { name: "Pregunta 1, opción 1, texto en español" })).toHaveValue("Soltero/a");
    await expect(modal.getByRole("button", { name: "Volver a las preguntas estándar" })).toBeVisible();
  },
};
