import { defineMessages } from "#client/lib/i18n.ts";
import english from "./services.en";

/** The owner's services page (/admin/services; namespace "adminServices", decision 0237). */
export const { useT: useServicesT, t: servicesT } = defineMessages("adminServices", english, () => import("./services.es"));
