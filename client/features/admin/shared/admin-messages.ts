import { defineMessages } from "../../../lib/i18n";
import english from "./admin.en";

/** The admin's appointments and clients (namespace "admin"). */
export const { useT: useAdminT, t: adminT } = defineMessages("admin", english, () => import("./admin.es"));
