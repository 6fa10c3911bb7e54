import type { UseFormReturnType } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import type { z } from "zod";
import { INTAKE_LIMITS, intakeQuestionnaire, type ChecklistItem, type IntakeQuestion, type IntakeQuestionnaire } from "#server/shared/intake.schema.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";

/*
 * The owner's questionnaire editor's form (issue 34, decision 0253): the questionnaire as the form
 * holds it, and back. Every row has an `id` of its own (React's key, the ids focus goes to), and
 * a question keeps every type's fields, so switching its type and back loses nothing; only its
 * own type's fields are sent.
 */

export type QuestionType = IntakeQuestion["type"];
export const QUESTION_TYPES: readonly QuestionType[] = ["yesNo", "choice", "number", "text"];

/** A document, or a choice's option: its key and its words. `autoKey`: the key still follows the English words (a new row). */
export type ItemValues = { id: string; key: string; autoKey: boolean; en: string; es: string };
export type OptionValues = ItemValues & { adds: ItemValues[] };

export type QuestionValues = ItemValues & {
  type: QuestionType;
  helpEn: string;
  helpEs: string;
  required: boolean;
  multiple: boolean;
  options: OptionValues[];
  ifYes: ItemValues[];
  ifNo: ItemValues[];
  /** As the number inputs hold them: "" when emptied (the schema's defaults, 0 and 100). */
  min: number | string;
  max: number | string;
  ifAboveZero: ItemValues[];
};

export type IntakeValues = { always: ItemValues[]; questions: QuestionValues[] };

/** The documents' lists of a question, by its type. */
export type ItemListName = "ifYes" | "ifNo" | "ifAboveZero";

const NUMBER_DEFAULTS = { min: 0, max: 100 } as const;

const itemValues = (item: ChecklistItem): ItemValues => ({ id: randomId(), key: item.key, autoKey: false, en: item.label.en, es: item.label.es });

/** A blank row: its key is made from the English words until the owner types one. */
export const newItem = (): ItemValues => ({ id: randomId(), key: "", autoKey: true, en: "", es: "" });
export const newOption = (): OptionValues => ({ ...newItem(), adds: [] });

export const newQuestion = (): QuestionValues => ({
  ...newItem(),
  type: "yesNo",
  helpEn: "",
  helpEs: "",
  required: false,
  multiple: false,
  options: [],
  ifYes: [],
  ifNo: [],
  min: NUMBER_DEFAULTS.min,
  max: NUMBER_DEFAULTS.max,
  ifAboveZero: [],
});

function questionValues(question: IntakeQuestion): QuestionValues {
  const values: QuestionValues = {
    ...newQuestion(),
    key: question.key,
    autoKey: false,
    en: question.label.en,
    es: question.label.es,
    type: question.type,
    helpEn: question.help?.en ?? "",
    helpEs: question.help?.es ?? "",
    required: question.required,
  };
  switch (question.type) {
    case "yesNo":
      return { ...values, ifYes: question.ifYes.map(itemValues), ifNo: question.ifNo.map(itemValues) };
    case "choice":
      return {
        ...values,
        multiple: question.multiple,
        options: question.options.map((option) => ({ ...itemValues(option), adds: option.adds.map(itemValues) })),
      };
    case "number":
      return { ...values, min: question.min, max: question.max, ifAboveZero: question.ifAboveZero.map(itemValues) };
    case "text":
      return values;
  }
}

/** The form's values for a questionnaire as the server keeps it. */
export function intakeValuesOf(questionnaire: IntakeQuestionnaire): IntakeValues {
  return { always: questionnaire.always.map(itemValues), questions: questionnaire.questions.map(questionValues) };
}

const itemsOf = (items: readonly ItemValues[]) => items.map((item) => ({ key: item.key, label: { en: item.en, es: item.es } }));
const numberOf = (value: number | string) => (value === "" ? undefined : Number(value));

/** A question as the schema reads it: its own type's fields only; no help when both help lines are empty. */
function questionOf(question: QuestionValues): z.input<typeof intakeQuestionnaire>["questions"][number] {
  const hasHelp = question.helpEn.trim() !== "" || question.helpEs.trim() !== "";
  const common = {
    key: question.key,
    label: { en: question.en, es: question.es },
    help: hasHelp ? { en: question.helpEn, es: question.helpEs } : null,
    required: question.required,
  };
  switch (question.type) {
    case "yesNo":
      return { ...common, type: "yesNo", ifYes: itemsOf(question.ifYes), ifNo: itemsOf(question.ifNo) };
    case "choice":
      return {
        ...common,
        type: "choice",
        multiple: question.multiple,
        options: question.options.map((option) => ({ key: option.key, label: { en: option.en, es: option.es }, adds: itemsOf(option.adds) })),
      };
    case "number":
      return { ...common, type: "number", min: numberOf(question.min), max: numberOf(question.max), ifAboveZero: itemsOf(question.ifAboveZero) };
    case "text":
      return { ...common, type: "text" };
  }
}

/** What the form sends, before the schema checks it (and trims it, and fills its defaults). */
export function intakeBodyOf(values: IntakeValues): z.input<typeof intakeQuestionnaire> {
  return { always: itemsOf(values.always), questions: values.questions.map(questionOf) };
}

/**
 * The form's field for a schema problem's path: a label's language is the row's `en`/`es`
 * (["questions", 1, "label", "es"] -> "questions.1.es"), a help line's `helpEn`/`helpEs`;
 * lists and their rows keep their paths ("questions.2.options" for "at least two options").
 */
export function intakeFieldOf(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const part = String(path[index]);
    const language = path[index + 1];
    if ((part === "label" || part === "help") && (language === "en" || language === "es")) {
      parts.push(part === "label" ? language : language === "en" ? "helpEn" : "helpEs");
      index++;
    } else parts.push(part);
  }
  return parts.join(".");
}

/** Each field's first problem, in the server's words in the page's language. */
export const intakeErrorsOf = (values: IntakeValues) => zodFieldErrors(intakeQuestionnaire, intakeBodyOf(values), intakeFieldOf);

/** The questionnaire to save, as the server will read it (trimmed, defaults filled); only called once the form is valid. */
export const intakeQuestionnaireOf = (values: IntakeValues): IntakeQuestionnaire => intakeQuestionnaire.parse(intakeBodyOf(values));

/** The numbers (from 1) of the questions with a problem, in order. */
export function questionsWithErrors(errors: Readonly<Record<string, unknown>>): number[] {
  const found = new Set<number>();
  for (const [field, error] of Object.entries(errors)) {
    const match = /^questions\.(\d+)(\.|$)/.exec(field);
    if (match && error) found.add(Number(match[1]) + 1);
  }
  return [...found].sort((a, b) => a - b);
}

/** True when any field of the row at `path` ("questions.2", "always") has a problem. */
export const hasErrorsUnder = (errors: Readonly<Record<string, unknown>>, path: string) =>
  Object.entries(errors).some(([field, error]) => Boolean(error) && (field === path || field.startsWith(`${path}.`)));

/**
 * A key made from English words: "Did you sell a home?" -> "did_you_sell_a_home". Accents are
 * dropped, everything else but letters and digits becomes one underscore, and a long one is cut at
 * a word's end within the 40 characters.
 */
export function keyFrom(words: string): string {
  const key = words
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (key.length <= INTAKE_LIMITS.itemKey) return key;
  const cut = key.slice(0, INTAKE_LIMITS.itemKey);
  const wordEnd = cut.lastIndexOf("_");
  return wordEnd > 0 ? cut.slice(0, wordEnd) : cut;
}

/** `key`, or `key_2`, `key_3`... when a sibling already has it (questions' and options' keys are unique among their own). */
export function unusedKey(key: string, taken: ReadonlySet<string>): string {
  if (key === "" || !taken.has(key)) return key;
  for (let count = 2; ; count++) {
    const suffix = `_${count}`;
    const candidate = `${key.slice(0, INTAKE_LIMITS.itemKey - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A key as the owner types it: lowercase, a space or a hyphen an underscore. What is still wrong, the schema says. */
export const typedKey = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, "_");

/** A question switched to a choice needs two options to be one: blank ones are added up to two. */
export function withType(question: QuestionValues, type: QuestionType): QuestionValues {
  const options = type === "choice" ? [...question.options, ...Array.from({ length: Math.max(0, 2 - question.options.length) }, newOption)] : question.options;
  return { ...question, type, options };
}

/** The editor's form, as its parts share it. */
export type IntakeForm = UseFormReturnType<IntakeValues>;

/**
 * The props of a key's input, for a question, an option or a document alike: typed keys become
 * lowercase with underscores, and a key typed by hand stops following the English label.
 */
export function keyInputProps(form: IntakeForm, at: string) {
  return {
    autoComplete: "off",
    spellCheck: false,
    ...form.getInputProps(`${at}.key`),
    onChange: (event: { currentTarget: { value: string } }) => {
      form.setFieldValue(`${at}.key`, typedKey(event.currentTarget.value));
      form.setFieldValue(`${at}.autoKey`, false);
    },
  };
}

/** The id of a list's "Add" button, where focus goes when its last row is removed. */
export const addButtonId = (path: string) => `intake-add-${path.replace(/\./g, "-")}`;
