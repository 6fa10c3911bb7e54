import type { AppointmentFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";

/** Google Calendar's "add event" page, filled in (no account needed on our side). */
export function googleCalendarUrl(appointment: AppointmentFacts, context: EmailContext): string {
  const start = new Date(appointment.start);
  const end = new Date(start.getTime() + context.slotMinutes * 60_000);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: `${appointment.service} at ${context.business.name}`,
    dates: `${stamp(start)}/${stamp(end)}`,
    details: `Questions? Call ${context.business.phoneDisplay}.`,
    location: `${context.business.name}, ${context.business.addressLine}`,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
