import { defineMessages } from "#client/lib/i18n.ts";
import english from "./staff.en";

/** The owner's staff page (/admin/staff; namespace "adminStaff", decision 0234). */
export const { useT: useStaffT, t: staffT } = defineMessages("adminStaff", english, () => import("./staff.es"));

export type StaffT = typeof staffT;
