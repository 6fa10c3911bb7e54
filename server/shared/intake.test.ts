import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE } from "./default-intake";
import { checkAnswers, checklistFor, intakeQuestionnaire, type IntakeQuestionnaire } from "./intake.schema";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** Decision 0253: the questions, the answers they take, and the documents the answers ask for. */
const keysOf = (questionnaire: IntakeQuestionnaire, answers: Parameters<typeof checklistFor>[1]) => checklistFor(questionnaire, answers).map((item) => item.key);
const codeOf = (sentence: string) => `validation.intake.${Object.entries(VALIDATION_MESSAGES.intake).find(([, text]) => text === sentence)?.[0] ?? "?"}`;

describe("the first-start questionnaire", () => {
  it("asks about filing status, dependents, income, life changes, the Marketplace, IRS letters and last year's preparer, in both languages", () => {
    expect(DEFAULT_INTAKE.questions.map((question) => question.key)).toEqual([
      "filing_status",
      "dependents",
      "income",
      "life_changes",
      "marketplace",
      "irs_letter",
      "new_client",
      "notes",
    ]);
    const texts = JSON.stringify(DEFAULT_INTAKE);
    expect(texts).not.toMatch(/"(en|es)":""/);
    // Its words name no office and no city: the owner's profile does (issue 33).
    expect(texts).not.toMatch(/Valley Tax|Fresno/);
  });

  it("asks a wage earner with no changes for an ID and the W-2 only", () => {
    const answers = { filing_status: "single", dependents: 0, income: ["wages"], marketplace: false, irs_letter: false, new_client: false };
    expect(checkAnswers(DEFAULT_INTAKE, answers).problems).toEqual({});
    expect(keysOf(DEFAULT_INTAKE, answers)).toEqual(["photo_id", "w2"]);
  });

  it("adds the documents each answer brings, every one once, in the questionnaire's order", () => {
    const answers = {
      filing_status: "married_joint",
      dependents: 2,
      income: ["wages", "self_employed", "rental", "crypto"],
      life_changes: ["new_child", "bought_home"],
      marketplace: true,
      irs_letter: true,
      new_client: true,
      notes: "We also have a small Etsy shop.",
    };
    expect(keysOf(DEFAULT_INTAKE, answers)).toEqual([
      "photo_id",
      "dependent_ssn",
      "child_care",
      "w2",
      "1099_nec",
      "business_expenses",
      "rents",
      "1098",
      "crypto",
      "closing_disclosure",
      "1095_a",
      "irs_letter",
      "prior_return",
    ]);
    expect(checklistFor(DEFAULT_INTAKE, answers).find((item) => item.key === "1095_a")?.label.es).toBe(
      "Formulario 1095-A de Covered California o del Mercado de Seguros",
    );
  });
});

describe("a client's answers", () => {
  it("are refused, question by question, when missing, not offered, out of range or too long", () => {
    const { problems } = checkAnswers(DEFAULT_INTAKE, {
      filing_status: ["single", "widowed"],
      dependents: 21,
      marketplace: "yes",
      notes: "x".repeat(501),
    });
    expect(problems).toEqual({
      filing_status: codeOf(VALIDATION_MESSAGES.intake.answerInvalid),
      dependents: codeOf(VALIDATION_MESSAGES.intake.answerInvalid),
      income: codeOf(VALIDATION_MESSAGES.intake.answerRequired),
      marketplace: codeOf(VALIDATION_MESSAGES.intake.answerInvalid),
      notes: codeOf(VALIDATION_MESSAGES.intake.answerTooLong),
    });
    expect(checkAnswers(DEFAULT_INTAKE, { filing_status: "single", dependents: 1.5, income: ["lottery"] }).problems).toMatchObject({
      dependents: codeOf(VALIDATION_MESSAGES.intake.answerInvalid),
      income: codeOf(VALIDATION_MESSAGES.intake.answerInvalid),
    });
  });

  it("keep only what the questionnaire asks, trimmed; an optional question may stay unanswered", () => {
    const { answers, problems } = checkAnswers(DEFAULT_INTAKE, {
      filing_status: "single",
      dependents: 0,
      income: ["wages"],
      notes: "  Call after 5 pm.  ",
      favourite_colour: "green",
    });
    expect(problems).toEqual({});
    expect(answers).toEqual({ filing_status: "single", dependents: 0, income: ["wages"], notes: "Call after 5 pm." });
  });
});

describe("an owner's questionnaire", () => {
  const question = { type: "yesNo", key: "farm", label: { en: "Do you farm?", es: "¿Tiene una granja?" } };

  it("takes each kind of question with its words in both languages", () => {
    const parsed = intakeQuestionnaire.safeParse({ questions: [question, { type: "text", key: "notes", label: { en: "Notes", es: "Notas" } }] });
    expect(parsed.success).toBe(true);
  });

  it("is refused with the reason on the field: a missing Spanish text, a repeated key, a one-option choice, an unknown type", () => {
    const messages = (input: unknown) => (intakeQuestionnaire.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
    expect(messages({ questions: [{ ...question, label: { en: "Do you farm?", es: " " } }] })).toEqual([
      ["questions.0.label.es", codeOf(VALIDATION_MESSAGES.intake.spanishRequired)],
    ]);
    expect(messages({ questions: [question, question] })).toEqual([["questions.1.key", codeOf(VALIDATION_MESSAGES.intake.duplicateKey)]]);
    expect(messages({ questions: [{ ...question, type: "choice", options: [{ key: "a", label: { en: "A", es: "A" } }] }] })).toEqual([
      ["questions.0.options", codeOf(VALIDATION_MESSAGES.intake.twoOptions)],
    ]);
    expect(messages({ questions: [{ ...question, type: "date" }] })).toEqual([["questions.0.type", codeOf(VALIDATION_MESSAGES.intake.questionType)]]);
    expect(messages({ questions: [{ ...question, key: "Farm Income" }] })).toEqual([["questions.0.key", codeOf(VALIDATION_MESSAGES.intake.key)]]);
  });
});
