import { API_MESSAGES } from "../api-messages";
import { MESSAGES } from "../messages";
import { flattenMessages } from "./catalog";

/**
 * The server's sentences in another language, found by their English text (decision 0121).
 * Services and schemas keep throwing English (the contract outside tools read, and what the
 * tests assert); the transports translate a `message` on its way out, and the browser its
 * own form errors, with this one table. A sentence built by a function (API_MESSAGES's
 * `tooManyOpen(3)`) is matched by a pattern made from that function, so its numbers and
 * phone carry over. A sentence it does not know stays English.
 */
export type MessageTranslator = (english: string) => string;

type Spanish = {
  api: object;
  spec: Readonly<Record<string, string>>;
  validation: Readonly<Record<string, string>>;
};

const MARK = "\u0000";
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createMessageTranslator(spanish: Spanish): MessageTranslator {
  const exact = new Map<string, string>(Object.entries(spanish.validation));
  const patterns: Array<{ pattern: RegExp; text: string }> = [];
  const english = flattenMessages(MESSAGES) as Record<string, string>;
  for (const [key, text] of Object.entries(english)) {
    const translated = spanish.spec[key];
    if (translated) exact.set(text, translated);
  }
  function walk(source: object, target: object) {
    for (const [key, value] of Object.entries(source)) {
      const translated = (target as Record<string, unknown>)[key];
      if (typeof value === "string" && typeof translated === "string") exact.set(value, translated);
      else if (typeof value === "function" && typeof translated === "string") {
        const markers = Array.from({ length: value.length }, (_, index) => `${MARK}${index}${MARK}`);
        const sentence = escapeRegex((value as (...args: string[]) => string)(...markers)).replace(
          new RegExp(`${MARK}\\d+${MARK}`, "g"),
          "(.+?)",
        );
        patterns.push({ pattern: new RegExp(`^${sentence}$`, "s"), text: translated });
      } else if (value && typeof value === "object" && translated && typeof translated === "object") walk(value, translated);
    }
  }
  walk(API_MESSAGES, spanish.api);
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { pattern, text } of patterns) {
      const match = pattern.exec(message);
      if (match) return text.replace(/\{(\d+)\}/g, (_, index: string) => match[Number(index) + 1] ?? "");
    }
    return message;
  };
}
