import { defineMessages } from "#client/lib/i18n.ts";
import english from "./email.en";

/** The admin's email outbox (/admin/email; namespace "adminEmail"). */
export const { useT: useEmailT, t: emailT } = defineMessages("adminEmail", english, () => import("./email.es"));

export type EmailKey = keyof typeof english & string;
export type EmailT = typeof emailT;
