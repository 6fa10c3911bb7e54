import { defineMessages } from "#client/lib/i18n.ts";
import english from "./admin.en";

/** What the admin's domains share: a contact's details and a private note (namespace "admin"). */
export const { useT: useAdminT, t: adminT } = defineMessages("admin", english, () => import("./admin.es"));
