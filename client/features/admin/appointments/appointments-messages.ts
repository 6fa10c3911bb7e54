import { defineMessages } from "#client/lib/i18n.ts";
import english from "./appointments.en";

/** The admin's appointments: /admin, its list, table and cards, its dialogs (namespace "adminAppointments"). */
export const { useT: useAppointmentsT, t: appointmentsT } = defineMessages("adminAppointments", english, () => import("./appointments.es"));

export type AppointmentsKey = keyof typeof english & string;
export type AppointmentsT = typeof appointmentsT;
