import { defineMessages } from "#client/lib/i18n.ts";
import english from "./business.en";

/** The admin's business profile (/admin/business; namespace "adminBusiness"). */
export const { useT: useBusinessT, t: businessT } = defineMessages("adminBusiness", english, () => import("./business.es"));

export type BusinessKey = keyof typeof english & string;
export type BusinessT = typeof businessT;
