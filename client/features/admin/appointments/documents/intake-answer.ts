import type { IntakeAnswers, IntakeQuestion } from "#server/shared/intake.schema.ts";
import { INTL_LOCALES, type Locale } from "#server/shared/i18n/locales.ts";

/** What "yes" and "no" read as in the page's language. */
export type YesNoWords = { yes: string; no: string };

/**
 * A client's answer to one question in words, for the office (decision 0253): yes or no, the chosen
 * options' labels (one entry each: several for a question that allows several), the number, or the
 * text as the client wrote it. Empty when the question is unanswered. An answer that no longer fits
 * its question (the owner changed it since) is shown as it was stored, never dropped.
 */
export function answerInWords(question: IntakeQuestion, answer: IntakeAnswers[string] | undefined, locale: Locale, words: YesNoWords): string[] {
  if (answer === undefined || answer === "" || (Array.isArray(answer) && answer.length === 0)) return [];
  switch (question.type) {
    case "yesNo":
      if (typeof answer === "boolean") return [answer ? words.yes : words.no];
      break;
    case "choice": {
      const chosen = Array.isArray(answer) ? answer : [String(answer)];
      return chosen.map((key) => question.options.find((option) => option.key === key)?.label[locale] ?? key);
    }
    case "number":
      if (typeof answer === "number") return [new Intl.NumberFormat(INTL_LOCALES[locale]).format(answer)];
      break;
    case "text":
      if (typeof answer === "string") return [answer];
      break;
  }
  if (typeof answer === "boolean") return [answer ? words.yes : words.no];
  return Array.isArray(answer) ? answer : [String(answer)];
}

/** A file's size as people read it: "840 kB", "2.4 MB" (a file of a few bytes is "0.1 kB"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "megabyte"] : [Math.max(bytes / 1024, 0.1), "kilobyte"];
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
