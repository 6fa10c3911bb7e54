/**
 * The privacy policy and terms of service (namespace "legal"), apart from "marketing" so the
 * home page never loads them. {business}, {address}, {locality}, {email} and {phone} are the
 * business profile's values: no city or county is written here (issue 33).
 */
const legal = {
  "lastUpdated": "Last updated: {date}",

  "privacy.title": "Privacy Policy",
  "privacy.updated": "November 29, 2026",
  "privacy.intro":
    '{business} ("we", "us") prepares tax returns and represents clients before tax authorities. That work requires some of the most sensitive information you have. This policy explains what we collect, why, who sees it, how we protect it, and the choices and rights you have.',
  "privacy.collect.heading": "Information we collect",
  "privacy.collect.account":
    "Account details you give us when you register: your full name, email address, optional phone number, and a password (stored only as a one-way hash).",
  "privacy.collect.appointments": "Appointment details: the service you request and the date and time you choose.",
  "privacy.collect.messages":
    "Messages you send through our contact form: your name, email, optional phone number and what you write.",
  "privacy.collect.tax":
    "Tax information you provide for our services, such as income statements, prior returns, Social Security or taxpayer identification numbers, bank details for refunds, and notices from tax agencies. We collect it in person, or through the secure upload on your appointment's page together with your answers to its questions (such as your filing status and the kinds of income you had), never through the website's contact form or by email.",
  "privacy.collect.technical":
    "Technical data needed to run the site securely: session cookies, and the IP address each request comes from. Our security record keeps the address of every sign-in and every staff action; the counts we use to stop abuse are forgotten once their time window has passed.",
  "privacy.use.heading": "How we use your information",
  "privacy.use.returns": "To prepare, review and file your returns and to represent you when you authorize us to.",
  "privacy.use.appointments": "To schedule, confirm, reschedule and remind you of appointments.",
  "privacy.use.questions": "To answer your questions and messages.",
  "privacy.use.security": "To keep your account secure, detect fraud and meet our legal and professional obligations.",
  "privacy.use.noSale":
    "We do not sell or rent your personal information, and we do not share it for cross-context behavioral advertising.",
  "privacy.taxReturn.heading": "Tax return information",
  "privacy.taxReturn.text":
    "As a tax return preparer we are bound by Internal Revenue Code section 7216 and its regulations, and by California law, which restrict how we use and disclose tax return information. We use it only to prepare your returns and provide the services you asked for. Any other use or disclosure requires your separate, signed consent, which you may refuse or limit, and which is valid only for the period stated in it.",
  "privacy.sharing.heading": "Who we share information with",
  "privacy.sharing.agencies":
    "The IRS, the California Franchise Tax Board and other tax agencies, when filing your returns or acting on your authorization.",
  "privacy.sharing.providers":
    "Service providers who help us operate (for example secure e-filing, hosting and email), under contracts that require them to protect your information and use it only for our instructions.",
  "privacy.sharing.law":
    "Others when required by law, such as in response to a valid subpoena, or to protect the rights and safety of our clients, staff or the public.",
  "privacy.protection.heading": "How we protect your information",
  "privacy.protection.text":
    "Under the Gramm-Leach-Bliley Act and the Federal Trade Commission's Safeguards Rule we maintain a written information security program. It includes encrypted connections to this site, hashed passwords, two-step sign-in for every staff account (and for clients who turn it on), a record of every staff action, documents you upload encrypted at rest, each under its own key, and checked for viruses before anyone opens them, access limited to staff who need it (only the owner and your preparer can download your documents, and every download is recorded), secure disposal of records, and staff training. No system is perfectly secure; if a breach affecting your information occurs we will notify you as the law requires.",
  "privacy.cookies.heading": "Cookies and analytics",
  "privacy.cookies.text":
    "The site uses essential cookies to keep you signed in securely and to remember the language you choose. If analytics is enabled, we use Google Analytics to count page visits so we can improve the site; it does not receive your tax information. The optional map on our contact page is provided by Google Maps and is subject to Google's privacy policy.",
  "privacy.retention.heading": "How long we keep information",
  "privacy.retention.text":
    "We keep client records, including copies of returns, for at least the periods required of tax return preparers and professional standards (generally at least three years, and longer when a return is under examination or you ask us to). Documents you upload through the site are deleted two years after the appointment they were sent for, unless we still need them (for example while a return is under examination). Messages you send through the contact form stay in our inbox, archived once we have answered them. The security record of sign-ins and staff actions is kept permanently, so that nobody can alter or erase what was done with your information. The web server's logs are kept by our hosting provider for the period its service sets.",
  "privacy.california.heading": "Your California privacy rights",
  "privacy.california.text":
    "If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, may give you the right to know what personal information we hold about you, to correct it, to have it deleted, and not to be discriminated against for exercising these rights. Some information is exempt, such as information we must keep by law or that is covered by the Gramm-Leach-Bliley Act. To make a request, contact us using the details below; we will verify your identity before acting on it. You may use an authorized agent.",
  "privacy.children.heading": "Children",
  "privacy.children.text":
    "The website is not directed to children under 16, and we do not knowingly collect their information online. We prepare returns for dependents only at the request of their parent or guardian.",
  "privacy.contact.heading": "Changes and contact",
  "privacy.contact.text":
    "We will post any change to this policy on this page with a new date. For questions or requests about your information, write to us at {address}, email {email}, or call {phone}.",

  "terms.title": "Terms of Service",
  "terms.updated": "November 1, 2026",
  "terms.intro":
    "These terms govern your use of the {business} website, your client account and the appointments you request through it. By creating an account or booking an appointment you agree to them. The tax services themselves are also governed by the engagement letter we sign with you; where the two differ, the engagement letter controls.",
  "terms.account.heading": "Your account",
  "terms.account.accurate": "Give accurate information when you register and keep it up to date.",
  "terms.account.password":
    "Keep your password private; you are responsible for activity in your account. Tell us at once if you think someone else has used it.",
  "terms.account.age": "You must be at least 18 years old to create an account.",
  "terms.appointments.heading": "Appointments",
  "terms.appointments.pending":
    "A requested appointment is pending until we confirm it. We may confirm, reschedule or decline a request, and we will let you know.",
  "terms.appointments.notice":
    "If you cannot attend, please tell us as early as you can so we can offer the time to another client.",
  "terms.appointments.timeZone": "Appointment times are shown in our office's local time (Pacific Time).",
  "terms.services.heading": "Our services and your responsibilities",
  "terms.services.information":
    "We prepare returns from the information and documents you give us. You are responsible for the completeness and accuracy of that information, for keeping the records that support it, and for reviewing and signing your returns before they are filed. You remain responsible for the taxes, interest and penalties that the law imposes on you.",
  "terms.services.noGuarantee":
    "We do not guarantee any particular refund, outcome of an examination, or result of negotiations with a tax agency. Representation before the IRS or the Franchise Tax Board requires a signed authorization from you (for example IRS Form 2848 or FTB Form 3520).",
  "terms.fees.heading": "Fees",
  "terms.fees.text":
    "Fees are agreed with you before work begins and set out in your engagement letter. Booking an appointment through the website is free. Fees are not contingent on the size of your refund.",
  "terms.content.heading": "Website content",
  "terms.content.text":
    "Articles and pages on this site are general information, not tax, legal or financial advice for your situation. Do not act on them without talking to us or another qualified professional. We work to keep the site available and accurate but provide it as is, without warranties of any kind, to the extent the law allows.",
  "terms.use.heading": "Acceptable use",
  "terms.use.access":
    "Do not try to access accounts or data that are not yours, or to disrupt or overload the site.",
  "terms.use.contactForm":
    "Do not use the contact form to send Social Security numbers, bank details or tax documents; we will agree a secure channel with you.",
  "terms.use.suspend": "We may suspend an account that breaks these terms.",
  "terms.liability.heading": "Limitation of liability",
  "terms.liability.text":
    "To the extent permitted by law, {business} is not liable for indirect or consequential losses arising from the use of this website. Our responsibility for tax services is set out in your engagement letter. Nothing in these terms limits liability that cannot be limited under California law.",
  "terms.privacy.heading": "Privacy",
  "terms.privacy.text": "How we handle your information is described in our Privacy Policy, which is part of these terms.",
  "terms.law.heading": "Governing law and changes",
  "terms.law.courts":
    "These terms are governed by the laws of the State of California. Disputes will be heard in the state or federal courts for the county where our office in {locality}, California, is located, unless your engagement letter provides otherwise.",
  "terms.law.changes":
    "We may update these terms; the new version applies from the date shown at the top of this page. Continuing to use your account after a change means you accept it.",
  "terms.contact.heading": "Contact",
  "terms.contact.text": "{business}, {address}. Email {email} or call {phone}.",
} as const;

export default legal;
