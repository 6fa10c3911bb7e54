import { render, toPlainText } from "@react-email/render";
import { appointmentCalendar, type InvitationMethod } from "./calendar-invite";
import type { EmailContext } from "./email-context";
import { emailElement, type DeliveryFacts } from "./email-element";
import { emailLocale, type EmailPayload } from "./email-payloads";
import { emailSubject, oneLine } from "./subjects";

export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  /** An iCalendar part (`text/calendar; method=...`) that mail clients show as an invitation. */
  calendar?: { method: InvitationMethod; content: string };
  replyTo?: { name: string; address: string };
};

const INVITATION_METHOD: Partial<Record<EmailPayload["kind"], InvitationMethod>> = {
  "client.appointment-confirmed": "REQUEST",
  "client.appointment-rescheduled": "REQUEST",
  "client.appointment-cancelled": "CANCEL",
};

/** One email, whole: subject, HTML and plain-text parts, and its invitation or Reply-To. */
export async function renderEmail(payload: EmailPayload, context: EmailContext, facts: DeliveryFacts = {}): Promise<RenderedEmail> {
  const html = await render(emailElement(payload, context, facts));
  const stillPending = payload.kind === "client.appointment-rescheduled" && payload.stillPending === true;
  const method = stillPending ? undefined : INVITATION_METHOD[payload.kind];
  return {
    subject: emailSubject(payload, context.timeZone, { name: context.business.name, services: context.services }),
    html,
    text: toPlainText(html),
    calendar:
      method && "appointment" in payload
        ? { method, content: appointmentCalendar(payload.appointment, payload.client, method, context, emailLocale(payload)) }
        : undefined,
    replyTo:
      payload.kind === "office.contact-message"
        ? { name: oneLine(payload.contact.name), address: payload.contact.email }
        : undefined,
  };
}
