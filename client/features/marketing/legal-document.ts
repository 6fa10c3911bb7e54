import type { LegalKey } from "./legal-messages";

/**
 * A static legal page: sections of paragraphs and bullet lists, each text a key of the
 * "legal" namespace. The texts may name the business profile's {business}, {address}, {locality},
 * {email} and {phone}.
 */
export type LegalSection = {
  heading: LegalKey;
  paragraphs?: readonly LegalKey[];
  items?: readonly LegalKey[];
};

export type LegalDocument = {
  title: LegalKey;
  /** When the text last changed, as shown on the page. */
  updated: LegalKey;
  intro: LegalKey;
  sections: readonly LegalSection[];
};
