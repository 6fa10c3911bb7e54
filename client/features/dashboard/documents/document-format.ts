import type { DocumentDto, DocumentFolder } from "#server/shared/documents.schema.ts";
import { INTL_LOCALES, type Locale } from "#server/shared/i18n/locales.ts";
import type { IntakeAnswers, IntakeQuestion } from "#server/shared/intake.schema.ts";
import type { TranslateFn } from "../../../lib/i18n";
import type english from "./appointment-prep.en";

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size as people read it, in the units the limits are stated in (20 MB a file, 200 MB an
 * appointment, both binary): whole kilobytes, rounded up, under a megabyte, else megabytes to a tenth.
 */
export function formatFileSize(bytes: number, locale: Locale, t: TranslateFn<typeof english>): string {
  const kilobytes = Math.ceil(bytes / KB);
  if (kilobytes < 1024) return t("size.kb", { size: new Intl.NumberFormat(INTL_LOCALES[locale]).format(kilobytes) });
  const size = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 1 }).format(Math.round((bytes / MB) * 10) / 10);
  return t("size.mb", { size });
}

/** The documents of a checklist item, and those of no item still on the list ("other documents": none named, or the item went away). */
export function documentsByItem(folder: Pick<DocumentFolder, "checklist" | "documents">): {
  byItem: ReadonlyMap<string, DocumentDto[]>;
  other: DocumentDto[];
} {
  const keys = new Set(folder.checklist.map((item) => item.key));
  const byItem = new Map<string, DocumentDto[]>();
  const other: DocumentDto[] = [];
  for (const document of folder.documents) {
    if (document.item_key !== null && keys.has(document.item_key)) byItem.set(document.item_key, [...(byItem.get(document.item_key) ?? []), document]);
    else other.push(document);
  }
  return { byItem, other };
}

/** An answer as the client gave it, in their language ("Yes", "Wages, Rental"), null when unanswered. */
export function answerText(question: IntakeQuestion, answer: IntakeAnswers[string] | undefined, locale: Locale, t: TranslateFn<typeof english>): string | null {
  if (answer === undefined || answer === "" || (Array.isArray(answer) && answer.length === 0)) return null;
  switch (question.type) {
    case "yesNo":
      return answer === true ? t("intake.yes") : answer === false ? t("intake.no") : null;
    case "choice": {
      const chosen = Array.isArray(answer) ? answer : [String(answer)];
      const labels = question.options.filter((option) => chosen.includes(option.key)).map((option) => option.label[locale]);
      return labels.length > 0 ? new Intl.ListFormat(INTL_LOCALES[locale], { type: "conjunction" }).format(labels) : null;
    }
    case "number":
      return typeof answer === "number" ? new Intl.NumberFormat(INTL_LOCALES[locale]).format(answer) : null;
    case "text":
      return typeof answer === "string" ? answer : null;
  }
}
