import type { BusinessProfile } from "../../../server/shared/business-profile.schema";
import type { LegalDocument } from "./legal-document";

/**
 * Template terms of service for a California tax-preparation office; they must be reviewed
 * by counsel before use (docs/decisions/0036-legal-page-templates.md).
 */
export const termsOfService = (business: BusinessProfile): LegalDocument => ({
  title: "Terms of Service",
  updated: "November 1, 2026",
  intro: `These terms govern your use of the ${business.name} website, your client account and the appointments you request through it. By creating an account or booking an appointment you agree to them. The tax services themselves are also governed by the engagement letter we sign with you; where the two differ, the engagement letter controls.`,
  sections: [
    {
      heading: "Your account",
      items: [
        "Give accurate information when you register and keep it up to date.",
        "Keep your password private; you are responsible for activity in your account. Tell us at once if you think someone else has used it.",
        "You must be at least 18 years old to create an account.",
      ],
    },
    {
      heading: "Appointments",
      items: [
        "A requested appointment is pending until we confirm it. We may confirm, reschedule or decline a request, and we will let you know.",
        "If you cannot attend, please tell us as early as you can so we can offer the time to another client.",
        "Appointment times are shown in our office's local time (Pacific Time).",
      ],
    },
    {
      heading: "Our services and your responsibilities",
      paragraphs: [
        "We prepare returns from the information and documents you give us. You are responsible for the completeness and accuracy of that information, for keeping the records that support it, and for reviewing and signing your returns before they are filed. You remain responsible for the taxes, interest and penalties that the law imposes on you.",
        "We do not guarantee any particular refund, outcome of an examination, or result of negotiations with a tax agency. Representation before the IRS or the Franchise Tax Board requires a signed authorization from you (for example IRS Form 2848 or FTB Form 3520).",
      ],
    },
    {
      heading: "Fees",
      paragraphs: [
        "Fees are agreed with you before work begins and set out in your engagement letter. Booking an appointment through the website is free. Fees are not contingent on the size of your refund.",
      ],
    },
    {
      heading: "Website content",
      paragraphs: [
        "Articles and pages on this site are general information, not tax, legal or financial advice for your situation. Do not act on them without talking to us or another qualified professional. We work to keep the site available and accurate but provide it as is, without warranties of any kind, to the extent the law allows.",
      ],
    },
    {
      heading: "Acceptable use",
      items: [
        "Do not try to access accounts or data that are not yours, or to disrupt or overload the site.",
        "Do not use the contact form to send Social Security numbers, bank details or tax documents; we will agree a secure channel with you.",
        "We may suspend an account that breaks these terms.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        `To the extent permitted by law, ${business.name} is not liable for indirect or consequential losses arising from the use of this website. Our responsibility for tax services is set out in your engagement letter. Nothing in these terms limits liability that cannot be limited under California law.`,
      ],
    },
    {
      heading: "Privacy",
      paragraphs: ["How we handle your information is described in our Privacy Policy, which is part of these terms."],
    },
    {
      heading: "Governing law and changes",
      paragraphs: [
        "These terms are governed by the laws of the State of California. Disputes will be heard in the state or federal courts located in Fresno County, California, unless your engagement letter provides otherwise.",
        "We may update these terms; the new version applies from the date shown at the top of this page. Continuing to use your account after a change means you accept it.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`${business.name}, ${business.address_line}. Email ${business.email} or call ${business.phone.display}.`],
    },
  ],
});
