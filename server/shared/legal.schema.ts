import { z } from "zod";
import { codes } from "./i18n/server-messages";

/** The legal pages the owner may rewrite from their template (issue 33, decision 0246). */
export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** The longest a page may be in one language: several times the template. */
export const LEGAL_TEXT_MAX_LENGTH = 40_000;

/**
 * A legal page as the owner saved it: the text in English and Spanish (paragraphs, `## ` headings
 * and `- ` list items, never HTML), and the day it was saved, which the page shows as "last updated".
 */
export const legalPageText = z.object({ en: z.string(), es: z.string(), updated_on: z.string() });
export type LegalPageText = z.infer<typeof legalPageText>;

/** Both pages: null for one the owner never saved, which shows the template. */
export const legalPages = z.object({ privacy: legalPageText.nullable(), terms: legalPageText.nullable() });
export type LegalPages = z.infer<typeof legalPages>;

export const legalPageInput = z.object({ page: z.enum(LEGAL_PAGES, { error: codes.validation.legal.page }) });

const text = (required: string) => z.string({ error: required }).trim().min(1, required).max(LEGAL_TEXT_MAX_LENGTH, codes.validation.legal.tooLong);

/** PUT /api/legal/{page}: the whole page in both languages. */
export const legalPageBody = z.object({ en: text(codes.validation.legal.englishRequired), es: text(codes.validation.legal.spanishRequired) }).strict();
export type LegalPageBody = z.input<typeof legalPageBody>;
export const updateLegalPageInput = legalPageBody.extend(legalPageInput.shape);
