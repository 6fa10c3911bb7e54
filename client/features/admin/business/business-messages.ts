import { defineMessages } from "../../../lib/i18n";
import english from "./business.en";

/** The admin's business profile (/admin/business; namespace "adminBusiness"). */
export const { useT: useBusinessT, t: businessT } = defineMessages("adminBusiness", english, () => import("./business.es"));

export type BusinessKey = keyof typeof english & string;
export type BusinessT = typeof businessT;
