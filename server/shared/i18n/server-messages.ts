import { API_MESSAGES } from "../api-messages";
import { MESSAGES } from "../messages";
import { VALIDATION_MESSAGES } from "../validation-messages";
import type { FlatMessages, Translation } from "./catalog";

/**
 * Every sentence the server sends, by code (decision 0183). A code is the sentence's path in
 * this English catalogue: `appointments.tooManyOpen`, `spec.booking.submitted` (the spec's own
 * sentences, server/shared/messages.ts), `validation.emailRequired` (the shared schemas'). A
 * sentence with parameters is a function; its message carries the arguments in order.
 * Services say what happened with `say` (`conflict(say.appointments.tooManyOpen(3))`), the
 * transports write it in the reader's language and add the code, and each other language's
 * catalogue is typed by this one, so a missing or extra code fails the typecheck.
 */
export const SERVER_MESSAGES = { ...API_MESSAGES, spec: MESSAGES, validation: VALIDATION_MESSAGES } as const;

type Sentence = string | ((...args: never[]) => string);

type CodesOf<T, Prefix extends string = ""> = {
  [Key in keyof T & string]: T[Key] extends Sentence ? `${Prefix}${Key}` : CodesOf<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

/** Every sentence's stable code. */
export type MessageCode = CodesOf<typeof SERVER_MESSAGES>;

export type MessageParam = string | number;

/** A sentence by code with its arguments: what services say and the transports write out. */
export type ServerMessage = { readonly code: MessageCode; readonly params: readonly MessageParam[] };

/** The catalogue in another language: each code of the English one and no other, a function where English has one. */
export type MessageCatalogue<T> = {
  readonly [Key in keyof T]: T[Key] extends string
    ? string
    : T[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : MessageCatalogue<T[Key]>;
};

/** SERVER_MESSAGES in another language; the spec's part is the flat Spanish the client's pages use too. */
export type ServerCatalogue = Omit<MessageCatalogue<typeof SERVER_MESSAGES>, "spec"> & {
  readonly spec: Translation<FlatMessages<typeof MESSAGES>>;
};

/** A result type as a service returns it: its `message` still a ServerMessage, written out (and `code` added) on the way out. */
export type Saying<Body extends { message: string }> = Omit<Body, "message" | "code"> & { message: ServerMessage };

type Say<T, Prefix extends string = ""> = {
  readonly [Key in keyof T & string]: T[Key] extends string
    ? ServerMessage & { readonly code: `${Prefix}${Key}` }
    : T[Key] extends (...args: infer Args extends MessageParam[]) => string
      ? (...args: Args) => ServerMessage
      : Say<T[Key], `${Prefix}${Key}.`>;
};

type Codes<T, Prefix extends string = ""> = {
  readonly [Key in keyof T & string as T[Key] extends (...args: never[]) => string ? never : Key]: T[Key] extends string
    ? `${Prefix}${Key}`
    : Codes<T[Key], `${Prefix}${Key}.`>;
};

function build(node: object, prefix: string, leaf: (code: string, text: Sentence) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]: [string, Sentence | object]) => [
      key,
      typeof value === "object" ? build(value, `${prefix}${key}.`, leaf) : leaf(`${prefix}${key}`, value),
    ]),
  );
}

/** `say.auth.forbidden`, `say.appointments.tooManyOpen(3)`: a ServerMessage for each code. */
export const say = build(SERVER_MESSAGES, "", (code, text) =>
  typeof text === "function" ? (...params: MessageParam[]) => ({ code, params }) : { code, params: [] },
) as Say<typeof SERVER_MESSAGES>;

/** The codes of the sentences without parameters, for the schemas' messages (`codes.validation.emailRequired`). */
export const codes = build(SERVER_MESSAGES, "", (code, text) => (typeof text === "function" ? undefined : code)) as Codes<
  typeof SERVER_MESSAGES
>;

/** A catalogue as one map from code to sentence. */
function flatten(node: object, prefix = "", into = new Map<string, Sentence>()): Map<string, Sentence> {
  for (const [key, value] of Object.entries(node) as Array<[string, Sentence | object]>) {
    if (typeof value === "object") flatten(value, `${prefix}${key}.`, into);
    else into.set(`${prefix}${key}`, value);
  }
  return into;
}

const ENGLISH = flatten(SERVER_MESSAGES);

/** True for a string that is one of the catalogue's codes (a schema's message is one). */
export function isMessageCode(text: string): text is MessageCode {
  return ENGLISH.has(text);
}

/** Writes messages from one language's catalogue; a code it lacks (none, by its type) falls back to English. */
export function messageWriter(catalogue: ServerCatalogue | typeof SERVER_MESSAGES): (message: ServerMessage) => string {
  const sentences = catalogue === SERVER_MESSAGES ? ENGLISH : flatten(catalogue);
  return ({ code, params }) => {
    const sentence = sentences.get(code) ?? ENGLISH.get(code);
    if (sentence === undefined) throw new Error(`No sentence for the message code ${code}`);
    return typeof sentence === "function" ? (sentence as (...args: readonly MessageParam[]) => string)(...params) : sentence;
  };
}

/** The English text (what the tests and the spec assert, and what the logs show). */
export const inEnglish = messageWriter(SERVER_MESSAGES);

/** A schema's issue as a message: its code, or zod's own wording (a check without a sentence of ours) passed on. */
export function issueMessage(issue: { message: string } | undefined): ServerMessage {
  if (!issue) return say.request.invalidInput;
  const code = issue.message;
  return isMessageCode(code) && typeof ENGLISH.get(code) === "string" ? { code, params: [] } : say.request.refused(code);
}
