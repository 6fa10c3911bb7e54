import { stringify } from "csv-stringify/sync";
import { formatInTimeZone } from "date-fns-tz";
import type { Locale } from "../../shared/i18n/locales";
import { localServiceName, type ServiceNames } from "../../shared/i18n/service-names";
import type { AppointmentStatus } from "../../shared/services";

/** One appointment as the spreadsheet has it. */
export type ExportedAppointment = {
  appointmentTime: Date;
  createdAt: Date;
  service: string;
  status: string;
  user: { fullName: string; email: string | null; phone: string | null };
};

const TEXT: Record<Locale, { headers: readonly string[]; status: Record<AppointmentStatus, string> }> = {
  en: {
    headers: ["Date", "Time", "Client", "Email", "Phone", "Service", "Status", "Requested on"],
    status: { pending: "Pending", confirmed: "Confirmed", cancelled: "Cancelled", completed: "Completed", no_show: "No-show" },
  },
  es: {
    headers: ["Fecha", "Hora", "Cliente", "Correo electrónico", "Teléfono", "Servicio", "Estado", "Solicitada el"],
    status: { pending: "Pendiente", confirmed: "Confirmada", cancelled: "Cancelada", completed: "Completada", no_show: "No se presentó" },
  },
};

/**
 * The appointment list as CSV (issue 32): one row per appointment, days and times in the business's
 * time zone, headers, statuses and service names in `locale`. Safe to open in Excel: csv-stringify's
 * `escape_formulas` puts a `'` before any cell that starts with = + - @, a tab or a carriage return,
 * so a client's name such as `=HYPERLINK(...)` is shown as text, never run (OWASP's "CSV injection").
 * A byte order mark first, so Excel reads the UTF-8 (accents, ñ) as UTF-8.
 */
export function appointmentsCsv(rows: readonly ExportedAppointment[], locale: Locale, timeZone: string, services?: ServiceNames): string {
  const text = TEXT[locale];
  const records = rows.map((row) => [
    formatInTimeZone(row.appointmentTime, timeZone, "yyyy-MM-dd"),
    formatInTimeZone(row.appointmentTime, timeZone, "HH:mm"),
    row.user.fullName,
    row.user.email ?? "",
    row.user.phone ?? "",
    localServiceName(row.service, locale, services),
    text.status[row.status as AppointmentStatus] ?? row.status,
    formatInTimeZone(row.createdAt, timeZone, "yyyy-MM-dd"),
  ]);
  return stringify([text.headers, ...records], { bom: true, escape_formulas: true, record_delimiter: "windows" });
}

/** The download's file name: the office's day it was made. */
export const appointmentsCsvFileName = (now: Date, timeZone: string) => `appointments-${formatInTimeZone(now, timeZone, "yyyy-MM-dd")}.csv`;
