import type { Locale } from "../shared/i18n/locales";
import { localServiceName } from "../shared/i18n/service-names";
import { appointmentEnd, type AppointmentFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";

/** Google Calendar's "add event" page, filled in (no account needed on our side), in the client's language. */
export function googleCalendarUrl(appointment: AppointmentFacts, context: EmailContext, locale: Locale): string {
  const texts = emailMessages(locale).calendar;
  const start = new Date(appointment.start);
  const end = appointmentEnd(appointment, context.slotMinutes);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: texts.summary(localServiceName(appointment.service, locale, context.services), context.business.name),
    dates: `${stamp(start)}/${stamp(end)}`,
    details: texts.details(context.business.phoneDisplay),
    location: `${context.business.name}, ${context.business.addressLine}`,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export type CalendarLinks = { ics_url: string; google_url: string };

/** At most this many appointments' links are kept per business profile (all dropped beyond). */
const MOST_KEPT = 10_000;
const keptLinks = new WeakMap<EmailContext, Map<string, CalendarLinks>>();

/**
 * A confirmed appointment's two calendar links, as a client's list shows them on every load:
 * a signature and a long URL that only change with the appointment's time, service, the
 * client's language or the business profile (a new context), so each is made once.
 */
export function calendarLinksFor(
  context: EmailContext,
  appointment: { id: number; service: string; /** ISO 8601, as toISOString() writes it. */ start: string; slots: number },
  locale: Locale,
): CalendarLinks {
  let kept = keptLinks.get(context);
  if (!kept) {
    kept = new Map();
    keptLinks.set(context, kept);
  }
  const { start } = appointment;
  const key = `${appointment.id} ${start} ${appointment.slots} ${appointment.service} ${locale}`;
  let links = kept.get(key);
  if (!links) {
    if (kept.size >= MOST_KEPT) kept.clear();
    links = {
      ics_url: context.invitationUrl(appointment.id),
      google_url: googleCalendarUrl({ id: appointment.id, service: appointment.service, start, sequence: 0, slots: appointment.slots }, context, locale),
    };
    kept.set(key, links);
  }
  return links;
}
