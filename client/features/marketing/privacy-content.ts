import type { LegalDocument } from "./legal-document";

/**
 * A template privacy policy for a California tax-preparation office, written to be read by
 * clients; it must be reviewed by counsel before use (docs/decisions/0036-legal-page-templates.md).
 * The texts are in legal.en.ts and legal.es.ts.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: "privacy.title",
  updated: "privacy.updated",
  intro: "privacy.intro",
  sections: [
    {
      heading: "privacy.collect.heading",
      items: [
        "privacy.collect.account",
        "privacy.collect.appointments",
        "privacy.collect.messages",
        "privacy.collect.tax",
        "privacy.collect.technical",
      ],
    },
    {
      heading: "privacy.use.heading",
      items: ["privacy.use.returns", "privacy.use.appointments", "privacy.use.questions", "privacy.use.security"],
      paragraphs: ["privacy.use.noSale"],
    },
    { heading: "privacy.taxReturn.heading", paragraphs: ["privacy.taxReturn.text"] },
    {
      heading: "privacy.sharing.heading",
      items: ["privacy.sharing.agencies", "privacy.sharing.providers", "privacy.sharing.law"],
    },
    { heading: "privacy.protection.heading", paragraphs: ["privacy.protection.text"] },
    { heading: "privacy.cookies.heading", paragraphs: ["privacy.cookies.text"] },
    { heading: "privacy.retention.heading", paragraphs: ["privacy.retention.text"] },
    { heading: "privacy.california.heading", paragraphs: ["privacy.california.text"] },
    { heading: "privacy.children.heading", paragraphs: ["privacy.children.text"] },
    { heading: "privacy.contact.heading", paragraphs: ["privacy.contact.text"] },
  ],
};
