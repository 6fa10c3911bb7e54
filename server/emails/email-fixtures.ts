import { BUSINESS, BUSINESS_ADDRESS_LINE, PLACEHOLDER_PROFILE } from "../shared/business";
import type { EmailContext } from "./email-context";
import type { EmailPayload } from "./email-payloads";
import type { DeliveryFacts } from "./email-element";

/** Sample emails of every kind, for Storybook (and anyone reviewing the templates). */
export const SAMPLE_CONTEXT: EmailContext = {
  business: {
    name: BUSINESS.name,
    addressLine: BUSINESS_ADDRESS_LINE,
    phoneDisplay: BUSINESS.phone.display,
    phoneE164: BUSINESS.phone.e164,
    email: BUSINESS.email,
    hoursText: PLACEHOLDER_PROFILE.hours.text,
  },
  timeZone: "America/Los_Angeles",
  appUrl: "https://book.valleytaxpros.example",
  slotMinutes: 60,
  invitationUrl: (id) => `https://book.valleytaxpros.example/api/appointments/${id}/invitation.ics?sig=sample`,
};

const appointment = { id: 42, service: "Personal Tax Prep", start: "2026-03-03T18:00:00.000Z", sequence: 1 };
const client = { name: "Rosa Martínez", email: "rosa.martinez@example.com", phone: "(559) 555-0142" };

export const SAMPLE_EMAILS: Record<EmailPayload["kind"], { payload: EmailPayload; facts?: DeliveryFacts }> = {
  "office.appointment-requested": { payload: { kind: "office.appointment-requested", appointment, client } },
  "office.appointment-cancelled": {
    payload: { kind: "office.appointment-cancelled", appointment, client, reason: "My W-2 has not arrived yet; I will book again next month." },
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
  "client.appointment-received": { payload: { kind: "client.appointment-received", appointment, client } },
  "client.appointment-confirmed": { payload: { kind: "client.appointment-confirmed", appointment, client } },
  "client.appointment-rescheduled": {
    payload: {
      kind: "client.appointment-rescheduled",
      appointment: { ...appointment, start: "2026-03-05T17:00:00.000Z", sequence: 2 },
      client,
      previousStart: appointment.start,
    },
  },
  "client.appointment-cancelled": { payload: { kind: "client.appointment-cancelled", appointment: { ...appointment, sequence: 3 }, client } },
  "client.appointment-reminder": { payload: { kind: "client.appointment-reminder", appointment, client } },
  "account.password-reset": {
    payload: { kind: "account.password-reset", email: client.email },
    facts: {
      reset: { name: client.name, url: "https://book.valleytaxpros.example/reset-password?token=sample", validMinutes: 60 },
    },
  },
  "account.welcome": {
    payload: { kind: "account.welcome", email: client.email },
    facts: {
      reset: { name: client.name, url: "https://book.valleytaxpros.example/reset-password?token=sample", validMinutes: 7 * 24 * 60 },
    },
  },
};
