import type { BusinessProfile } from "../../../server/shared/business-profile.schema";
import type { LegalDocument } from "./legal-document";

/**
 * A template privacy policy for a California tax-preparation office, written to be read by
 * clients; it must be reviewed by counsel before use (docs/decisions/0036-legal-page-templates.md).
 */
export const privacyPolicy = (business: BusinessProfile): LegalDocument => ({
  title: "Privacy Policy",
  updated: "November 1, 2026",
  intro: `${business.name} ("we", "us") prepares tax returns and represents clients before tax authorities. That work requires some of the most sensitive information you have. This policy explains what we collect, why, who sees it, how we protect it, and the choices and rights you have.`,
  sections: [
    {
      heading: "Information we collect",
      items: [
        "Account details you give us when you register: your full name, email address, optional phone number, and a password (stored only as a one-way hash).",
        "Appointment details: the service you request and the date and time you choose.",
        "Messages you send through our contact form: your name, email, optional phone number and what you write.",
        "Tax information you provide for our services, such as income statements, prior returns, Social Security or taxpayer identification numbers, bank details for refunds, and notices from tax agencies. We collect this in person or through secure channels we agree with you, never through the website's contact form.",
        "Technical data needed to run the site securely: session cookies, IP address and request logs kept for a limited time to prevent abuse.",
      ],
    },
    {
      heading: "How we use your information",
      items: [
        "To prepare, review and file your returns and to represent you when you authorize us to.",
        "To schedule, confirm, reschedule and remind you of appointments.",
        "To answer your questions and messages.",
        "To keep your account secure, detect fraud and meet our legal and professional obligations.",
      ],
      paragraphs: [
        "We do not sell or rent your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      heading: "Tax return information",
      paragraphs: [
        "As a tax return preparer we are bound by Internal Revenue Code section 7216 and its regulations, and by California law, which restrict how we use and disclose tax return information. We use it only to prepare your returns and provide the services you asked for. Any other use or disclosure requires your separate, signed consent, which you may refuse or limit, and which is valid only for the period stated in it.",
      ],
    },
    {
      heading: "Who we share information with",
      items: [
        "The IRS, the California Franchise Tax Board and other tax agencies, when filing your returns or acting on your authorization.",
        "Service providers who help us operate (for example secure e-filing, hosting and email), under contracts that require them to protect your information and use it only for our instructions.",
        "Others when required by law, such as in response to a valid subpoena, or to protect the rights and safety of our clients, staff or the public.",
      ],
    },
    {
      heading: "How we protect your information",
      paragraphs: [
        "Under the Gramm-Leach-Bliley Act and the Federal Trade Commission's Safeguards Rule we maintain a written information security program. It includes encrypted connections to this site, hashed passwords, access limited to staff who need it, secure disposal of records, and staff training. No system is perfectly secure; if a breach affecting your information occurs we will notify you as the law requires.",
      ],
    },
    {
      heading: "Cookies and analytics",
      paragraphs: [
        "The site uses essential cookies to keep you signed in securely. If analytics is enabled, we use Google Analytics to count page visits so we can improve the site; it does not receive your tax information. The optional map on our contact page is provided by Google Maps and is subject to Google's privacy policy.",
      ],
    },
    {
      heading: "How long we keep information",
      paragraphs: [
        "We keep client records, including copies of returns, for at least the periods required of tax return preparers and professional standards (generally at least three years, and longer when a return is under examination or you ask us to). Contact messages and website logs are kept only as long as needed for the purpose they were collected for. Afterwards we delete or securely destroy them.",
      ],
    },
    {
      heading: "Your California privacy rights",
      paragraphs: [
        "If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, may give you the right to know what personal information we hold about you, to correct it, to have it deleted, and not to be discriminated against for exercising these rights. Some information is exempt, such as information we must keep by law or that is covered by the Gramm-Leach-Bliley Act. To make a request, contact us using the details below; we will verify your identity before acting on it. You may use an authorized agent.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "The website is not directed to children under 16, and we do not knowingly collect their information online. We prepare returns for dependents only at the request of their parent or guardian.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We will post any change to this policy on this page with a new date. For questions or requests about your information, write to us at " +
          `${business.address_line}, email ${business.email}, or call ${business.phone.display}.`,
      ],
    },
  ],
});
