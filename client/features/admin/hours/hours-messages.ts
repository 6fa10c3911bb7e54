import { defineMessages } from "#client/lib/i18n.ts";
import english from "./hours.en";

/** The admin's availability: opening hours, closures and holidays, blocked periods (/admin/availability; namespace "adminHours"). */
export const { useT: useHoursT, t: hoursT } = defineMessages("adminHours", english, () => import("./hours.es"));

export type HoursKey = keyof typeof english & string;
export type HoursT = typeof hoursT;
