import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import {
  hasErrorsUnder,
  intakeBodyOf,
  intakeErrorsOf,
  intakeFieldOf,
  intakeQuestionnaireOf,
  intakeValuesOf,
  keyFrom,
  newItem,
  newQuestion,
  questionsWithErrors,
  typedKey,
  unusedKey,
  withType,
  type IntakeValues,
} from "./intake-form";

describe("the questionnaire editor's form", () => {
  it("gives back the questionnaire it was made from", () => {
    const values = intakeValuesOf(DEFAULT_INTAKE);
    expect(intakeErrorsOf(values)).toEqual({});
    expect(intakeQuestionnaireOf(values)).toEqual(DEFAULT_INTAKE);
  });

  it("sends only the question's own type's fields, and keeps the others for a switch back", () => {
    const values = intakeValuesOf(DEFAULT_INTAKE);
    const income = values.questions[2];
    if (!income) throw new Error("the default questionnaire has an income question");
    const asText = withType(income, "text");
    expect(asText.options).toHaveLength(7);
    expect(intakeBodyOf({ ...values, questions: [asText] }).questions[0]).toEqual({
      key: "income",
      label: { en: "Where did your income come from?", es: "¿De dónde vinieron sus ingresos?" },
      help: { en: "Choose every one that applies.", es: "Elija todas las que correspondan." },
      required: true,
      type: "text",
    });
    expect(intakeQuestionnaireOf({ ...values, questions: [withType(asText, "choice")] }).questions[0]).toEqual(DEFAULT_INTAKE.questions[2]);
  });

  it("gives a new choice two blank options to fill in", () => {
    expect(withType(newQuestion(), "choice").options).toHaveLength(2);
  });

  it("sends no help when both help lines are empty, and an emptied number as the schema's default", () => {
    const question = { ...newQuestion(), type: "number" as const, key: "kids", en: "Kids?", es: "¿Hijos?", min: "", max: "" };
    expect(intakeQuestionnaireOf({ always: [], questions: [question] }).questions[0]).toMatchObject({ help: null, min: 0, max: 100 });
  });

  it("puts each problem on the field that shows it, in the server's words", () => {
    const values: IntakeValues = {
      always: [{ ...newItem(), key: "Photo ID", en: "A photo ID", es: "" }],
      questions: [{ ...withType(newQuestion(), "choice"), key: "status", en: "Status?", es: "¿Estado?", helpEn: "Pick one." }],
    };
    const errors = intakeErrorsOf(values);
    expect(errors["always.0.key"]).toBe("A key is lowercase letters, digits and underscores (such as 1099_nec), at most 40 characters.");
    expect(errors["always.0.es"]).toBe("Write it in Spanish.");
    expect(errors["questions.0.helpEs"]).toBe("Write it in Spanish.");
    expect(errors["questions.0.options.1.en"]).toBe("Write it in English.");
    expect(questionsWithErrors(errors)).toEqual([1]);
    expect(hasErrorsUnder(errors, "always")).toBe(true);
    expect(hasErrorsUnder(errors, "questions.1")).toBe(false);
  });

  it("finds a key used twice once everything else is right", () => {
    const question = { ...newQuestion(), key: "same", en: "Yes?", es: "¿Sí?" };
    expect(intakeErrorsOf({ always: [], questions: [question, { ...question }] })).toEqual({
      "questions.1.key": "Another question or choice already uses this key.",
    });
  });

  it("names nested fields from the schema's paths", () => {
    expect(intakeFieldOf(["questions", 1, "label", "es"])).toBe("questions.1.es");
    expect(intakeFieldOf(["questions", 1, "help", "en"])).toBe("questions.1.helpEn");
    expect(intakeFieldOf(["questions", 0, "options", 2, "adds", 1, "label", "en"])).toBe("questions.0.options.2.adds.1.en");
    expect(intakeFieldOf(["questions", 3, "options"])).toBe("questions.3.options");
    expect(intakeFieldOf(["always", 0, "key"])).toBe("always.0.key");
  });
});

describe("keys made from words", () => {
  it("are lowercase words joined by underscores, without accents", () => {
    expect(keyFrom("Did you sell a home?")).toBe("did_you_sell_a_home");
    expect(keyFrom("  Form 1099-NEC  ")).toBe("form_1099_nec");
    expect(keyFrom("Año de compra")).toBe("ano_de_compra");
    expect(keyFrom("¿?")).toBe("");
  });

  it("are cut at a word's end within 40 characters", () => {
    expect(keyFrom("What was your marital status on December 31?")).toBe("what_was_your_marital_status_on");
  });

  it("take the next free number beside a sibling's", () => {
    expect(unusedKey("income", new Set(["income", "income_2"]))).toBe("income_3");
    expect(unusedKey("income", new Set())).toBe("income");
  });

  it("are typed in lowercase with underscores", () => {
    expect(typedKey("Filing Status-2")).toBe("filing_status_2");
  });
});
