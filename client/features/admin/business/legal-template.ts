import type { LegalPageName } from "#server/shared/legal.schema.ts";
import { catalogueReader } from "#client/lib/catalogue-text.ts";
import english from "../../marketing/legal.en";
import spanish from "../../marketing/legal.es";
import type { LegalDocument } from "../../marketing/legal-document";
import { PRIVACY_POLICY } from "../../marketing/privacy-content";
import { TERMS_OF_SERVICE } from "../../marketing/terms-content";

export const LEGAL_TEMPLATES: Readonly<Record<LegalPageName, LegalDocument>> = { privacy: PRIVACY_POLICY, terms: TERMS_OF_SERVICE };

const LEGAL_TEXT = catalogueReader({ en: english, es: spanish });

/** The profile's facts, left as written: the page fills them in as it shows the saved text. */
const AS_WRITTEN = { business: "{business}", address: "{address}", locality: "{locality}", email: "{email}", phone: "{phone}" };

/**
 * A template as the owner starts editing it (decision 0246): the intro, then each section as a
 * `## ` heading, its `- ` items and its paragraphs, with {business} and the other facts as written.
 */
export function legalTemplateText(page: LegalPageName, locale: "en" | "es"): string {
  const text = (key: string) => LEGAL_TEXT(locale, key, AS_WRITTEN);
  const document = LEGAL_TEMPLATES[page];
  const parts = [text(document.intro)];
  for (const section of document.sections) {
    parts.push(`## ${text(section.heading)}`);
    if (section.items) parts.push(section.items.map((item) => `- ${text(item)}`).join("\n"));
    for (const paragraph of section.paragraphs ?? []) parts.push(text(paragraph));
  }
  return parts.join("\n\n");
}
