import { defineMessages } from "#client/lib/i18n.ts";
import english from "./messages.en";

/** The admin's contact messages (/admin/messages; namespace "adminMessages"). */
export const { useT: useMessagesT, t: messagesT } = defineMessages("adminMessages", english, () => import("./messages.es"));

export type MessagesKey = keyof typeof english & string;
export type MessagesT = typeof messagesT;
