import { i18n } from "@lingui/core";
import { inEnglish, issueMessage, messageWriter, type MessageCode, type ServerMessage } from "../../server/shared/i18n/server-messages";

/**
 * The server's sentences that the browser writes itself (the shared schemas' messages, checked
 * before anything is sent; a few notices by code) in the page's language, from the same
 * catalogue the server writes from (decision 0183). The Spanish catalogue is fetched only by
 * Spanish readers, with the rest of their language (client/lib/i18n.ts calls the loader; this
 * module reads the active language from Lingui itself, so the two do not import each other).
 */
let spanish: ((message: ServerMessage) => string) | null = null;

export async function loadServerMessages(locale: string): Promise<void> {
  if (locale !== "es" || spanish) return;
  spanish = messageWriter((await import("../../server/shared/i18n/server-messages-es")).SERVER_MESSAGES_ES);
}

/** A message, or the code of a sentence without parameters, in the page's language. */
export function localMessage(message: ServerMessage | MessageCode): string {
  const said: ServerMessage = typeof message === "string" ? { code: message, params: [] } : message;
  return i18n.locale === "es" && spanish ? spanish(said) : inEnglish(said);
}

/** A schema's problem (its message is a code) in the page's language. */
export function localIssueMessage(issue: { message: string }): string {
  return localMessage(issueMessage(issue));
}
