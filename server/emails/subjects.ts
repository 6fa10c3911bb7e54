import { localServiceName, type ServiceNames } from "../shared/i18n/service-names";
import { emailMessages } from "./email-messages";
import type { EmailPayload } from "./email-payloads";
import { shortWhen } from "./when";

/**
 * Header text must stay on one line: a name typed with a line break (or any control
 * character) could otherwise start a header of its own.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();

/**
 * Each email's subject, from its facts; stored with the outbox row and used when sending.
 * A client's is in their language, with the service's name and the time in it too.
 */
export function emailSubject(payload: EmailPayload, timeZone: string, { name: businessName, services }: { name: string; services: ServiceNames }): string {
  switch (payload.kind) {
    case "office.appointment-requested":
      return oneLine(`New appointment request: ${payload.client.name}, ${shortWhen(payload.appointment.start, timeZone)}`);
    case "office.appointment-cancelled":
      return oneLine(`Cancelled by the client: ${payload.client.name}, ${shortWhen(payload.appointment.start, timeZone)}`);
    case "office.appointment-moved":
      return oneLine(`Moved by the client: ${payload.client.name}, now ${shortWhen(payload.appointment.start, timeZone)}`);
    case "office.contact-message":
      return oneLine(`New message from ${payload.contact.name}`);
  }
  const { locale } = payload;
  const subjects = emailMessages(locale).subjects;
  if (payload.kind === "account.password-reset") return oneLine(subjects.passwordReset(businessName));
  if (payload.kind === "account.welcome") return oneLine(subjects.welcome(businessName));
  if (payload.kind === "account.staff-invite") return oneLine(subjects.staffInvite(businessName));
  if (payload.kind === "account.email-change") return oneLine(subjects.emailChange(businessName));
  if (payload.kind === "account.email-changed") return oneLine(subjects.emailChanged(businessName));
  if (payload.kind === "account.security-changed") return oneLine(subjects.securityChanged(businessName));
  if (payload.kind === "account.address-in-use") return oneLine(subjects.addressInUse(businessName));
  if (payload.kind === "account.password-changed") {
    return oneLine(payload.how === "reset" ? subjects.passwordWasReset(businessName) : subjects.passwordChanged(businessName));
  }
  if (payload.kind === "client.documents-requested") return oneLine(subjects.documentsRequested(businessName));
  if (payload.kind === "client.documents-missing") return oneLine(subjects.documentsMissing(businessName));
  const service = localServiceName(payload.appointment.service, locale, services);
  const when = shortWhen(payload.appointment.start, timeZone, locale);
  switch (payload.kind) {
    case "client.appointment-received":
      return subjects.received(when);
    case "client.appointment-confirmed":
      return subjects.confirmed(service, when);
    case "client.appointment-rescheduled":
      return subjects.rescheduled(service, when);
    case "client.appointment-cancelled":
      return subjects.cancelled(service, when);
    case "client.appointment-reminder":
      return subjects.reminder(service, when);
  }
}
