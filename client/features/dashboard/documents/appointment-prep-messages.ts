import { defineMessages } from "../../../lib/i18n";
import english from "./appointment-prep.en";

/** "Prepare for your appointment": the questions and documents of one appointment (namespace "appointmentPrep"). */
export const { useT: useAppointmentPrepT, t: appointmentPrepT } = defineMessages("appointmentPrep", english, () => import("./appointment-prep.es"));
