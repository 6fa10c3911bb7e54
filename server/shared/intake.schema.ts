import { z } from "zod";
import { codes } from "./i18n/server-messages";

/*
 * The intake questionnaire (issue 34, decision 0253): per service, a few questions the owner edits
 * (yes/no, choice, number, short text; each in English and Spanish), the client's answers, and the
 * document checklist the answers make ("self-employed" asks for the 1099-NEC and the expenses).
 * Isomorphic: the owner's editor, the client's form and the server check with the same schemas.
 */

export const INTAKE_LIMITS = { questions: 20, options: 12, items: 12, label: 200, help: 400, answerText: 500, itemKey: 40 } as const;

/** A text in both languages: a client reads their own, so neither may be left out. */
const bilingual = (max: number) =>
  z.object({
    en: z.string({ error: codes.validation.intake.englishRequired }).trim().min(1, codes.validation.intake.englishRequired).max(max, codes.validation.intake.tooLong),
    es: z.string({ error: codes.validation.intake.spanishRequired }).trim().min(1, codes.validation.intake.spanishRequired).max(max, codes.validation.intake.tooLong),
  });
export type Bilingual = z.infer<ReturnType<typeof bilingual>>;

/** A question's or an item's key: what answers and checklists refer to, stable when its words change. */
const key = z.string({ error: codes.validation.intake.key }).regex(/^[a-z0-9][a-z0-9_]*$/, codes.validation.intake.key).max(INTAKE_LIMITS.itemKey, codes.validation.intake.key);

/** A document the office asks for ("1099-NEC from each client"), by key, so two answers asking for one give one item. */
export const checklistItem = z.object({ key, label: bilingual(INTAKE_LIMITS.label) });
export type ChecklistItem = z.infer<typeof checklistItem>;
const items = z.array(checklistItem).max(INTAKE_LIMITS.items, codes.validation.intake.tooManyItems).default([]);

const common = {
  key,
  label: bilingual(INTAKE_LIMITS.label),
  /** A line under the question, in both languages; null for none. */
  help: bilingual(INTAKE_LIMITS.help).nullable().default(null),
  required: z.boolean().default(false),
};

export const intakeQuestion = z.discriminatedUnion(
  "type",
  [
    z.object({ ...common, type: z.literal("yesNo"), ifYes: items, ifNo: items }),
    z.object({
      ...common,
      type: z.literal("choice"),
      /** Several may be ticked ("income types"), or one ("filing status"). */
      multiple: z.boolean().default(false),
      options: z
        .array(z.object({ key, label: bilingual(INTAKE_LIMITS.label), adds: items }))
        .min(2, codes.validation.intake.twoOptions)
        .max(INTAKE_LIMITS.options, codes.validation.intake.tooManyOptions),
    }),
    z.object({
      ...common,
      type: z.literal("number"),
      min: z.number().int().min(0).default(0),
      max: z.number().int().max(1_000_000).default(100),
      /** Asked for when the answer is above zero ("dependents": their Social Security cards). */
      ifAboveZero: items,
    }),
    z.object({ ...common, type: z.literal("text") }),
  ],
  { error: codes.validation.intake.questionType },
);
export type IntakeQuestion = z.infer<typeof intakeQuestion>;

/** Keys must be unique among the questions, and among each question's options. */
function uniqueKeys(questions: readonly IntakeQuestion[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  questions.forEach((question, index) => {
    if (seen.has(question.key)) context.addIssue({ code: "custom", message: codes.validation.intake.duplicateKey, path: ["questions", index, "key"] });
    seen.add(question.key);
    if (question.type === "choice") {
      const options = new Set<string>();
      question.options.forEach((option, optionIndex) => {
        if (options.has(option.key)) {
          context.addIssue({ code: "custom", message: codes.validation.intake.duplicateKey, path: ["questions", index, "options", optionIndex, "key"] });
        }
        options.add(option.key);
      });
    }
    if (question.type === "number" && question.max < question.min) {
      context.addIssue({ code: "custom", message: codes.validation.intake.numberRange, path: ["questions", index, "max"] });
    }
  });
}

/** A service's questionnaire: its questions in order, and what every client of it brings whatever they answer. */
export const intakeQuestionnaire = z
  .object({
    questions: z.array(intakeQuestion).max(INTAKE_LIMITS.questions, codes.validation.intake.tooManyQuestions),
    always: items,
  })
  .superRefine(({ questions }, context) => uniqueKeys(questions, context));
export type IntakeQuestionnaire = z.infer<typeof intakeQuestionnaire>;

/** An answer: yes/no, the option's key (or keys), a number, or a short text; a question left out is unanswered. */
export const intakeAnswers = z.record(key, z.union([z.boolean(), z.string().max(INTAKE_LIMITS.answerText), z.array(key), z.number()]));
export type IntakeAnswers = z.infer<typeof intakeAnswers>;

type AnswerProblem = "required" | "invalid" | "tooLong";
const PROBLEM_CODES = {
  required: codes.validation.intake.answerRequired,
  invalid: codes.validation.intake.answerInvalid,
  tooLong: codes.validation.intake.answerTooLong,
} as const;

function problemOf(question: IntakeQuestion, answer: IntakeAnswers[string] | undefined): AnswerProblem | null {
  const blank = answer === undefined || answer === "" || (Array.isArray(answer) && answer.length === 0);
  if (blank) return question.required ? "required" : null;
  switch (question.type) {
    case "yesNo":
      return typeof answer === "boolean" ? null : "invalid";
    case "choice": {
      const chosen = Array.isArray(answer) ? answer : [answer];
      const known = new Set(question.options.map((option) => option.key));
      const valid = chosen.every((choice) => typeof choice === "string" && known.has(choice)) && (question.multiple || chosen.length === 1);
      return valid ? null : "invalid";
    }
    case "number":
      return typeof answer === "number" && Number.isInteger(answer) && answer >= question.min && answer <= question.max ? null : "invalid";
    case "text":
      return typeof answer !== "string" ? "invalid" : answer.trim().length > INTAKE_LIMITS.answerText ? "tooLong" : null;
  }
}

/**
 * The client's answers checked against the questionnaire: each problem on its question's key, in
 * the server's words (a code), and answers to questions it does not ask are dropped, not kept.
 */
export function checkAnswers(questionnaire: IntakeQuestionnaire, answers: IntakeAnswers): { answers: IntakeAnswers; problems: Record<string, string> } {
  const kept: IntakeAnswers = {};
  const problems: Record<string, string> = {};
  for (const question of questionnaire.questions) {
    const answer = answers[question.key];
    const problem = problemOf(question, answer);
    if (problem) problems[question.key] = PROBLEM_CODES[problem];
    else if (answer !== undefined) kept[question.key] = typeof answer === "string" ? answer.trim() : answer;
  }
  return { answers: kept, problems };
}

/** The documents the answers ask for: the always-list first, then each question's in order, every key once. */
export function checklistFor(questionnaire: IntakeQuestionnaire, answers: IntakeAnswers): ChecklistItem[] {
  const found = new Map<string, ChecklistItem>();
  const add = (list: readonly ChecklistItem[]) => list.forEach((item) => found.has(item.key) || found.set(item.key, item));
  add(questionnaire.always);
  for (const question of questionnaire.questions) {
    const answer = answers[question.key];
    if (question.type === "yesNo" && typeof answer === "boolean") add(answer ? question.ifYes : question.ifNo);
    if (question.type === "choice") {
      const chosen = new Set(Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : []);
      for (const option of question.options) if (chosen.has(option.key)) add(option.adds);
    }
    if (question.type === "number" && typeof answer === "number" && answer > 0) add(question.ifAboveZero);
  }
  return [...found.values()];
}
