import type { MyAppointmentRow, PreparerColumns } from "../../db/read-queries";
import type { EmailContext } from "../../emails/email-context";
import { calendarLinksFor } from "../../emails/calendar-links";
import type { Locale } from "../../shared/i18n/locales";
import { endMsOf } from "../availability/appointment-length";
import type { AppointmentPreparer, ClientAppointment, MyAppointment } from "../../shared/appointment.schema";

/** A hot read's preparer columns as the API names the preparer (decision 0231). */
export const preparerOf = (row: PreparerColumns): AppointmentPreparer =>
  row.preparer_id === null ? null : { id: row.preparer_id, name: row.preparer_name ?? "" };

/** What a client's list is made from, besides its rows: each the same object until it changes. */
type ListInputs = {
  rows: readonly MyAppointmentRow[];
  cancelCutoffMs: number;
  /** For the calendar links of confirmed appointments; null when the list has none. */
  context: EmailContext | null;
  locale: Locale;
};

/** How many clients' lists are kept (all are dropped beyond it). */
const MOST_KEPT = 4096;

/**
 * A client's list of appointments (docs/product.md §7), with what the client can do with each at
 * the time of asking. The rows come back as the same array until a write (read-queries.ts), and a
 * client reloads the list far more often than anything changes, so each client's last list is
 * kept and given again while its inputs are the same objects and no time it depends on has come:
 * an appointment's start (it stops being cancellable), the moment the online cutoff passes, and
 * its end (its calendar link goes). Given again, it is the same array, so the route writes its
 * JSON once (decision 0263).
 */
export function createClientLists(slotMinutes: number) {
  const kept = new Map<number, ListInputs & { from: number; until: number; list: ClientAppointment[] }>();

  return function clientList(userId: number, inputs: ListInputs, at: number): ClientAppointment[] {
    const last = kept.get(userId);
    if (
      last &&
      last.rows === inputs.rows &&
      last.cancelCutoffMs === inputs.cancelCutoffMs &&
      last.context === inputs.context &&
      last.locale === inputs.locale &&
      last.from <= at &&
      at < last.until
    ) {
      return last.list;
    }
    if (kept.size >= MOST_KEPT) kept.clear();
    const list = listAt(inputs, at, slotMinutes);
    kept.set(userId, { ...inputs, from: at, until: nextChange(inputs, at, slotMinutes), list });
    return list;
  };
}

function listAt({ rows, cancelCutoffMs, context, locale }: ListInputs, at: number, slotMinutes: number): ClientAppointment[] {
  const cancellableFrom = at + cancelCutoffMs;
  // The rows are already MyAppointment (read-queries.ts, statuses written only by the appointments
  // service); only what depends on the time of asking is added.
  return rows.map((row) => {
    const start = Date.parse(row.appointment_time);
    const active = (row.status === "pending" || row.status === "confirmed") && start > at;
    // Written out, not spread: one object shape for every row, which the serializer walks fastest.
    return {
      id: row.id,
      service: row.service,
      appointment_time: row.appointment_time,
      status: row.status as MyAppointment["status"],
      preparer: preparerOf(row),
      cancellation: !active ? null : start >= cancellableFrom ? "online" : "by_phone",
      // The .ics link answers 404 once the appointment is over (decision 0180), so none is offered then.
      calendar:
        context && row.status === "confirmed" && endMsOf(start, row.slots, slotMinutes) > at
          ? calendarLinksFor(context, { id: row.id, service: row.service, start: row.appointment_time, slots: row.slots }, locale)
          : null,
    };
  });
}

/**
 * The first moment after `at` when `listAt` may answer differently: each row's start (`active`
 * turns false), the millisecond its start is no longer a cutoff away (`online` turns `by_phone`)
 * and its end (the calendar link goes). Infinity when none is ahead.
 */
function nextChange({ rows, cancelCutoffMs }: ListInputs, at: number, slotMinutes: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const start = Date.parse(row.appointment_time);
    for (const moment of [start, start - cancelCutoffMs + 1, endMsOf(start, row.slots, slotMinutes)]) {
      if (moment > at && moment < next) next = moment;
    }
  }
  return next;
}
