import { defineMessages } from "../../lib/i18n";
import english from "./booking.en";

/** The booking page's texts (namespace "booking"). */
export const { useT: useBookingT, t: bookingT } = defineMessages("booking", english, () => import("./booking.es"));
