import { BUSINESS, BUSINESS_ADDRESS_LINE, PLACEHOLDER_PROFILE } from "../shared/business";
import { DEFAULT_SERVICES } from "../shared/default-services";
import { describeWeeklyHours } from "../shared/hours-text";
import type { EmailContext } from "./email-context";
import type { Locale } from "../shared/i18n/locales";
import { CLIENT_EMAIL_KINDS, isClientEmail, type ClientEmailKind, type EmailPayload } from "./email-payloads";
import type { DeliveryFacts } from "./email-element";

/** Sample emails of every kind, for Storybook (and anyone reviewing the templates). */
export const SAMPLE_CONTEXT: EmailContext = {
  business: {
    name: BUSINESS.name,
    addressLine: BUSINESS_ADDRESS_LINE,
    phoneDisplay: BUSINESS.phone.display,
    phoneE164: BUSINESS.phone.e164,
    email: BUSINESS.email,
    hoursText: { en: PLACEHOLDER_PROFILE.hours.text, es: describeWeeklyHours(PLACEHOLDER_PROFILE.hours.weekly, "es") },
    logo: null,
    palette: null,
  },
  services: DEFAULT_SERVICES,
  timeZone: "America/Los_Angeles",
  appUrl: "https://book.valleytaxpros.example",
  slotMinutes: 60,
  texts: {},
  invitationUrl: (id) => `https://book.valleytaxpros.example/api/appointments/${id}/invitation.ics?sig=sample`,
};

/** A password-change email's account with every kind of second factor, and its removal link (issue 29 item 1). */
export const SAMPLE_FACTORS = {
  list: { app: true, passkeys: ["MacBook Touch ID", "Rosa's iPhone"], recoveryCodesLeft: 8 },
  removeUrl: "https://book.valleytaxpros.example/remove-two-step?token=sample",
  validHours: 24,
};

const appointment = { id: 42, service: "Personal Tax Prep", start: "2026-03-03T18:00:00.000Z", sequence: 1 };
const client = { name: "Rosa Martínez", email: "rosa.martinez@example.com", phone: "(559) 555-0142" };

/** Issue 34: a document the office asked for by hand, and the checklist's items still without an upload. */
export const SAMPLE_REQUESTED_DOCUMENT = { en: "Form 1095-A from Covered California", es: "Formulario 1095-A de Covered California" };
export const SAMPLE_MISSING_DOCUMENTS = [
  { en: "Last year's tax return", es: "Declaración de impuestos del año pasado" },
  { en: "W-2 forms from every employer", es: "Formularios W-2 de cada empleador" },
  { en: "Form 1098 (mortgage interest)", es: "Formulario 1098 (intereses hipotecarios)" },
];

export const SAMPLE_EMAILS: Record<EmailPayload["kind"], { payload: EmailPayload; facts?: DeliveryFacts }> = {
  "office.appointment-requested": { payload: { kind: "office.appointment-requested", appointment, client } },
  "office.appointment-cancelled": {
    payload: { kind: "office.appointment-cancelled", appointment, client, reason: "My W-2 has not arrived yet; I will book again next month." },
  },
  "office.appointment-moved": {
    payload: { kind: "office.appointment-moved", appointment: { ...appointment, start: "2026-03-05T17:00:00.000Z", sequence: 2 }, client, previousStart: appointment.start },
  },
  "office.contact-message": {
    payload: {
      kind: "office.contact-message",
      contact: {
        name: "Sam Lee",
        email: "sam.lee@example.com",
        phone: null,
        message: "Hello,\n\nI sell on Etsy and received a 1099-K this year. Can you help me file, and what should I bring?\n\nThanks,\nSam",
        receivedAt: "2026-03-02T21:14:00.000Z",
      },
    },
  },
  "client.appointment-received": { payload: { kind: "client.appointment-received", appointment, client, locale: "en" } },
  // In an office with preparers (decision 0231): the email names whom the client will see.
  "client.appointment-confirmed": {
    payload: { kind: "client.appointment-confirmed", appointment: { ...appointment, preparer: "Ana Reyes, EA" }, client, locale: "en" },
  },
  "client.appointment-rescheduled": {
    payload: {
      kind: "client.appointment-rescheduled",
      appointment: { ...appointment, start: "2026-03-05T17:00:00.000Z", sequence: 2 },
      client,
      previousStart: appointment.start,
      locale: "en",
    },
  },
  "client.appointment-cancelled": { payload: { kind: "client.appointment-cancelled", appointment: { ...appointment, sequence: 3 }, client, locale: "en" } },
  "client.appointment-reminder": { payload: { kind: "client.appointment-reminder", appointment, client, locale: "en" } },
  "client.documents-requested": {
    payload: { kind: "client.documents-requested", appointment, client, item: SAMPLE_REQUESTED_DOCUMENT, locale: "en" },
  },
  "client.documents-missing": {
    payload: { kind: "client.documents-missing", appointment, client, items: SAMPLE_MISSING_DOCUMENTS, locale: "en" },
  },
  "account.password-reset": {
    payload: { kind: "account.password-reset", email: client.email, locale: "en" },
    facts: {
      reset: { name: client.name, url: "https://book.valleytaxpros.example/reset-password?token=sample", validMinutes: 60 },
    },
  },
  "account.welcome": {
    payload: { kind: "account.welcome", email: client.email, locale: "en" },
    facts: {
      reset: { name: client.name, url: "https://book.valleytaxpros.example/reset-password?token=sample", validMinutes: 7 * 24 * 60 },
    },
  },
  "account.staff-invite": {
    payload: { kind: "account.staff-invite", email: client.email, role: "preparer", locale: "en" },
    facts: {
      reset: { name: client.name, url: "https://book.valleytaxpros.example/reset-password?token=sample", validMinutes: 7 * 24 * 60 },
    },
  },
  "account.email-change": {
    payload: { kind: "account.email-change", userId: 7, newEmail: "rosa.new@example.com", locale: "en" },
    facts: {
      emailChange: { name: client.name, url: "https://book.valleytaxpros.example/confirm-email?token=sample", validHours: 24 },
    },
  },
  "account.email-changed": {
    payload: { kind: "account.email-changed", name: client.name, oldEmail: client.email, newEmail: "rosa.new@example.com", locale: "en" },
  },
  "account.security-changed": { payload: { kind: "account.security-changed", name: client.name, change: "totp_added", locale: "en" } },
  "account.address-in-use": { payload: { kind: "account.address-in-use", name: client.name, attempt: "registration", locale: "en" } },
  "account.password-changed": {
    payload: { kind: "account.password-changed", userId: 7, how: "changed", locale: "en" },
    facts: { passwordChanged: { name: client.name, factors: SAMPLE_FACTORS } },
  },
};

/** A sample in another language: a client's email in `locale` (the office's stay English). */
export function sampleIn(sample: { payload: EmailPayload; facts?: DeliveryFacts }, locale: Locale) {
  const { payload } = sample;
  return isClientEmail(payload) ? { ...sample, payload: { ...payload, locale } } : sample;
}

/** Every client email in Spanish (issue 15), as a client who chose Spanish receives it. */
export const SPANISH_SAMPLE_EMAILS = Object.fromEntries(
  CLIENT_EMAIL_KINDS.map((kind) => [kind, sampleIn(SAMPLE_EMAILS[kind], "es")]),
) as Record<ClientEmailKind, { payload: EmailPayload; facts?: DeliveryFacts }>;
