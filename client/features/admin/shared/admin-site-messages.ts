import { defineMessages } from "../../../lib/i18n";
import english from "./admin-site.en";

/** The admin's site settings: availability, business profile, email and messages (namespace "adminSite"). */
export const { useT: useAdminSiteT, t: adminSiteT } = defineMessages("adminSite", english, () => import("./admin-site.es"));

export type AdminSiteKey = keyof typeof english & string;
export type AdminSiteT = typeof adminSiteT;
