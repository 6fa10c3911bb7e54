import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedLanguages, negotiateLocale, type Locale } from "../shared/i18n/locales";
import type { MessageTranslator } from "../shared/i18n/message-translator";
import { toSpanish } from "../shared/i18n/spanish-messages";

const TRANSLATORS: Record<Locale, MessageTranslator | null> = { en: null, es: toSpanish };

/** The language a request's answers are written in: its `Accept-Language`, English when absent (issue 15). */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(acceptedLanguages(request.headers["accept-language"]));
}

/** Translates a sentence for the request's language (the same English when none is asked for). */
export function messageFor(request: FastifyRequest, message: string): string {
  return TRANSLATORS[requestLocale(request)]?.(message) ?? message;
}

type WithMessage = { message?: unknown; error?: { message?: unknown } };

/**
 * Every JSON answer's `message` (REST's `{ message }`, and the tRPC envelope the server
 * writes itself before tRPC runs) in the language of `Accept-Language`. Services and
 * schemas keep writing English; only the way out translates (decision 0121).
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every JSON answer, and has nothing to wait for.
  app.addHook("preSerialization", (request, reply, payload: unknown, done) => {
    done(null, inLanguage(request, reply, payload));
  });
}

function inLanguage(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!payload || typeof payload !== "object") return payload;
  reply.header("vary", "Accept-Language");
  const body = payload as WithMessage;
  const translate = TRANSLATORS[requestLocale(request)];
  if (!translate) return payload;
  if (typeof body.message === "string") return { ...body, message: translate(body.message) };
  if (body.error && typeof body.error.message === "string") {
    return { ...body, error: { ...body.error, message: translate(body.error.message) } };
  }
  return payload;
}
