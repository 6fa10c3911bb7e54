import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import type { IntakeQuestion } from "#server/shared/intake.schema.ts";
import { answerInWords, formatFileSize } from "./intake-answer";

const question = (key: string) => DEFAULT_INTAKE.questions.find((candidate) => candidate.key === key) as IntakeQuestion;
const WORDS = { yes: "Yes", no: "No" };

describe("answerInWords", () => {
  it("says each kind of answer in words, in the page's language", () => {
    expect(answerInWords(question("filing_status"), "married_joint", "en", WORDS)).toEqual(["Married, filing together"]);
    expect(answerInWords(question("filing_status"), "married_joint", "es", { yes: "Sí", no: "No" })).toEqual(["Casado/a, declarando juntos"]);
    expect(answerInWords(question("income"), ["wages", "self_employed"], "en", WORDS)).toEqual(["A job (wages)", "Self-employment, gig or side work"]);
    expect(answerInWords(question("marketplace"), true, "en", WORDS)).toEqual(["Yes"]);
    expect(answerInWords(question("irs_letter"), false, "en", WORDS)).toEqual(["No"]);
    expect(answerInWords(question("dependents"), 2, "en", WORDS)).toEqual(["2"]);
    expect(answerInWords(question("notes"), "I moved in June.", "en", WORDS)).toEqual(["I moved in June."]);
  });

  it("is empty for an unanswered question", () => {
    for (const answer of [undefined, "", []]) expect(answerInWords(question("income"), answer, "en", WORDS)).toEqual([]);
  });

  it("shows an answer that no longer fits its question as it was stored", () => {
    expect(answerInWords(question("income"), ["farming"], "en", WORDS)).toEqual(["farming"]);
    expect(answerInWords(question("notes"), 3, "en", WORDS)).toEqual(["3"]);
    expect(answerInWords(question("dependents"), true, "en", WORDS)).toEqual(["Yes"]);
  });
});

describe("formatFileSize", () => {
  it("writes kilobytes and megabytes", () => {
    expect(formatFileSize(12, "en")).toBe("0.1 kB");
    expect(formatFileSize(512, "en")).toBe("0.5 kB");
    expect(formatFileSize(840 * 1024, "en")).toBe("840 kB");
    expect(formatFileSize(2.4 * 1024 * 1024, "en")).toBe("2.4 MB");
    expect(formatFileSize(200 * 1024 * 1024, "en")).toBe("200 MB");
  });
});
