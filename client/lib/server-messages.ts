import type { MessageTranslator } from "../../server/shared/i18n/message-translator";
import { currentLocale } from "./i18n";

/**
 * The server's sentences that the browser shows itself (the shared schemas' validation
 * messages, checked before anything is sent) in the page's language. The Spanish table is
 * fetched only by Spanish readers, with the rest of their language (client/lib/i18n.ts).
 */
let spanish: MessageTranslator | null = null;

export async function loadServerMessages(locale: string): Promise<void> {
  if (locale !== "es" || spanish) return;
  spanish = (await import("../../server/shared/i18n/spanish-messages")).toSpanish;
}

export function localMessage(english: string): string {
  return currentLocale() === "es" && spanish ? spanish(english) : english;
}
