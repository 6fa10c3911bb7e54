import { serviceName } from "../../components/service-name";
import { formatFullDate, formatTime } from "../../lib/business-time";
import { dashboardT } from "./dashboard-messages";

/**
 * The words that name one of the client's appointments, in the page's language: its service,
 * its business-local date and "at 4:30 PM" (Spanish: "a la 1:00 p. m." but "a las 4:30 p. m.").
 */
export function appointmentWords(
  appointment: { service: string; appointment_time: string },
  timeZone: string,
  t = dashboardT,
  name: (service: string) => string = serviceName,
): { service: string; date: string; atTime: string } {
  const time = formatTime(appointment.appointment_time, timeZone);
  return {
    service: name(appointment.service),
    date: formatFullDate(appointment.appointment_time, timeZone),
    atTime: t(Number.parseInt(time, 10) === 1 ? "time.atOne" : "time.at", { time }),
  };
}
