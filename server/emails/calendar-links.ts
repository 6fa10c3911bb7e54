import type { Locale } from "../shared/i18n/locales";
import { localServiceName } from "../shared/i18n/service-names";
import type { AppointmentFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";

/** Google Calendar's "add event" page, filled in (no account needed on our side), in the client's language. */
export function googleCalendarUrl(appointment: AppointmentFacts, context: EmailContext, locale: Locale): string {
  const texts = emailMessages(locale).calendar;
  const start = new Date(appointment.start);
  const end = new Date(start.getTime() + context.slotMinutes * 60_000);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: texts.summary(localServiceName(appointment.service, locale), context.business.name),
    dates: `${stamp(start)}/${stamp(end)}`,
    details: texts.details(context.business.phoneDisplay),
    location: `${context.business.name}, ${context.business.addressLine}`,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
