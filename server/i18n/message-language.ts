import type { FastifyInstance, FastifyRequest } from "fastify";
import { acceptedLanguages, negotiateLocale, type Locale } from "../shared/i18n/locales";
import { inEnglish, messageWriter, type MessageCode, type ServerMessage } from "../shared/i18n/server-messages";
import { SERVER_MESSAGES_ES } from "../shared/i18n/server-messages-es";

const WRITERS: Record<Locale, (message: ServerMessage) => string> = { en: inEnglish, es: messageWriter(SERVER_MESSAGES_ES) };

/** The language a request's answers are written in: its `Accept-Language`, English when absent (issue 15). */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(acceptedLanguages(request.headers["accept-language"]));
}

/** A message's text in `locale`. */
export function renderMessage(locale: Locale, message: ServerMessage): string {
  return WRITERS[locale](message);
}

/** A message's text in the request's language. */
export function messageFor(request: FastifyRequest, message: ServerMessage): string {
  return renderMessage(requestLocale(request), message);
}

/** A body whose `message` is written out for people, with its code beside it for programs. */
export type WrittenBody<Body extends { message: ServerMessage }> = Omit<Body, "message"> & { message: string; code: MessageCode };

/**
 * The way out of a result that says something (`{ message: say.auth.registered, ... }`):
 * `message` in the request's language and `code` beside it (decision 0183). REST routes and
 * tRPC procedures both answer through it; failures go through their error handlers instead.
 */
export function writtenBody<Body extends { message: ServerMessage }>(request: FastifyRequest, body: Body): WrittenBody<Body> {
  return { ...body, message: messageFor(request, body.message), code: body.message.code };
}

/** Every JSON answer depends on `Accept-Language` (its messages are written in it), so caches keep one per language. */
export function registerMessageLanguage(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every JSON answer, and has nothing to wait for.
  app.addHook("preSerialization", (_request, reply, payload: unknown, done) => {
    if (payload && typeof payload === "object") reply.header("vary", "Accept-Language");
    done(null, payload);
  });
}
