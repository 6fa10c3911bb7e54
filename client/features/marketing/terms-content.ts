import type { LegalDocument } from "./legal-document";

/**
 * Template terms of service for a California tax-preparation office; they must be reviewed
 * by counsel before use (docs/decisions/0036-legal-page-templates.md). The texts are in
 * legal.en.ts and legal.es.ts.
 */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: "terms.title",
  updated: "terms.updated",
  intro: "terms.intro",
  sections: [
    {
      heading: "terms.account.heading",
      items: ["terms.account.accurate", "terms.account.password", "terms.account.age"],
    },
    {
      heading: "terms.appointments.heading",
      items: ["terms.appointments.pending", "terms.appointments.notice", "terms.appointments.timeZone"],
    },
    { heading: "terms.services.heading", paragraphs: ["terms.services.information", "terms.services.noGuarantee"] },
    { heading: "terms.fees.heading", paragraphs: ["terms.fees.text"] },
    { heading: "terms.content.heading", paragraphs: ["terms.content.text"] },
    {
      heading: "terms.use.heading",
      items: ["terms.use.access", "terms.use.contactForm", "terms.use.suspend"],
    },
    { heading: "terms.liability.heading", paragraphs: ["terms.liability.text"] },
    { heading: "terms.privacy.heading", paragraphs: ["terms.privacy.text"] },
    { heading: "terms.law.heading", paragraphs: ["terms.law.courts", "terms.law.changes"] },
    { heading: "terms.contact.heading", paragraphs: ["terms.contact.text"] },
  ],
};
