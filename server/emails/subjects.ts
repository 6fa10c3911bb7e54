import type { EmailPayload } from "./email-payloads";
import { shortWhen } from "./when";

/**
 * Header text must stay on one line: a name typed with a line break (or any control
 * character) could otherwise start a header of its own.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();

/** Each email's subject, from its facts; stored with the outbox row and used when sending. */
export function emailSubject(payload: EmailPayload, timeZone: string, businessName: string): string {
  switch (payload.kind) {
    case "office.appointment-requested":
      return oneLine(`New appointment request: ${payload.client.name}, ${shortWhen(payload.appointment.start, timeZone)}`);
    case "office.appointment-cancelled":
      return oneLine(`Cancelled by the client: ${payload.client.name}, ${shortWhen(payload.appointment.start, timeZone)}`);
    case "office.contact-message":
      return oneLine(`New message from ${payload.contact.name}`);
    case "client.appointment-received":
      return `We received your request for ${shortWhen(payload.appointment.start, timeZone)}`;
    case "client.appointment-confirmed":
      return `Confirmed: ${payload.appointment.service}, ${shortWhen(payload.appointment.start, timeZone)}`;
    case "client.appointment-rescheduled":
      return `New time: ${payload.appointment.service}, ${shortWhen(payload.appointment.start, timeZone)}`;
    case "client.appointment-cancelled":
      return `Cancelled: ${payload.appointment.service}, ${shortWhen(payload.appointment.start, timeZone)}`;
    case "client.appointment-reminder":
      return `Reminder: ${payload.appointment.service}, ${shortWhen(payload.appointment.start, timeZone)}`;
    case "account.password-reset":
      return oneLine(`Reset your ${businessName} password`);
    case "account.welcome":
      return oneLine(`Set your ${businessName} password`);
  }
}
