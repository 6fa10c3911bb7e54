import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Locale } from "../shared/i18n/locales";
import { localServiceName } from "../shared/i18n/service-names";
import { appointmentEnd, type AppointmentFacts, type ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";

export type InvitationMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/**
 * One appointment as an iCalendar (RFC 5545) event. The UID never changes for an
 * appointment and SEQUENCE grows with each change, so a calendar that took the first
 * invitation moves (REQUEST) or removes (CANCEL) that same event. Its title and description
 * are in the client's language. The client is its one ATTENDEE (name and email). `null` leaves
 * the attendee out, for the download behind a link that anyone holding it can open (decision
 * 0180): the emailed CANCEL, which goes to the client's own mailbox, still names them as iTIP
 * asks, while a calendar finds the event to remove by its UID either way.
 */
export function appointmentCalendar(
  appointment: AppointmentFacts,
  client: ClientFacts | null,
  method: InvitationMethod,
  context: EmailContext,
  locale: Locale,
): string {
  const start = new Date(appointment.start);
  const texts = emailMessages(locale).calendar;
  const service = localServiceName(appointment.service, locale, context.services);
  const calendar = ical({
    prodId: { company: context.business.name, product: "Appointments", language: locale.toUpperCase() },
    method: ICalCalendarMethod[method],
    name: context.business.name,
  });
  calendar.createEvent({
    id: appointmentUid(appointment.id, context.appUrl),
    sequence: appointment.sequence,
    start,
    end: appointmentEnd(appointment, context.slotMinutes),
    stamp: new Date(),
    summary: texts.summary(service, context.business.name),
    description: appointment.preparer
      ? texts.descriptionWith(service, appointment.preparer, context.business.phoneDisplay)
      : texts.description(service, context.business.phoneDisplay),
    location: `${context.business.name}, ${context.business.addressLine}`,
    url: context.appUrl + "/dashboard",
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: context.business.name, email: context.business.email },
    // The office's feed lists a client booked by phone, who has no address, without an attendee.
    attendees: client?.email
      ? [
          {
            name: client.name,
            email: client.email,
            role: ICalAttendeeRole.REQ,
            status: method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
  });
  return calendar.toString();
}

/** Stable per appointment and per site, so two installs never share an event. */
export function appointmentUid(appointmentId: number, appUrl: string): string {
  return `appointment-${appointmentId}@${new URL(appUrl).hostname}`;
}
