/** A static legal page: sections of paragraphs and bullet lists. */
export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** When the text last changed, as shown on the page. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};
