import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { actorOf } from "../auth/actor";
import type { SessionCookies } from "../auth/session-cookies";
import { unauthenticated } from "../services/errors";
import type { ApiKeyPrincipal } from "../services/integrations/api-keys.service";
import type { Services } from "../services/services";
import { say } from "../shared/i18n/server-messages";
import type { PublicUser } from "../shared/user.schema";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before any handler runs. */
    user: PublicUser | null;
    /**
     * The session named by a correctly signed `sid` cookie, even one whose access
     * part has expired: signing out and password changes need to know it.
     */
    sessionId: string | null;
    /** An outside tool's API key (`Authorization: Bearer`), acting for the office within its scope. */
    apiKey: ApiKeyPrincipal | null;
  }
}

/** Only the API looks at sessions; page and asset requests skip the lookup. */
export const isApiRequest = (url: string) => url.startsWith("/api/") || url.startsWith("/trpc/");

/** The key of an `Authorization: Bearer <key>` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return null;
  return header.slice(7).trim();
}

/**
 * Who is asking: a session cookie (people, in the browser) or an API key (outside tools,
 * REST only). A request with a key is judged by the key alone, its cookies ignored, so it
 * carries no ambient credential (the same-origin check lets it through for that reason).
 */
export const sessionPlugin = fp<{ services: Services; cookies: SessionCookies }>(
  async (app, { services, cookies }) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);
    app.decorateRequest("apiKey", null);
    // A callback hook (decision 0138): a request without credentials waits for nothing. A throw is
    // Fastify's error answer, as from an async hook.
    app.addHook("onRequest", (request, _reply, done) => {
      if (!isApiRequest(request.url)) return done();
      const key = bearerToken(request);
      if (key !== null) {
        if (request.url.startsWith("/trpc/")) throw unauthenticated(say.integrations.keyNotOnTrpc);
        services.apiKeys.authenticate(key, request.ip).then((apiKey) => {
          request.apiKey = apiKey;
          done();
        }, done);
        return;
      }
      const access = cookies.readAccess(request);
      if (!access) return done();
      request.sessionId = access.sessionId;
      services.sessionLookup.authenticate(access.sessionId, access.accessExpiresAt).then((user) => {
        request.user = user;
        done();
      }, done);
    });
    // Issue 29 item 16: a 403 to someone identified goes in the trail (the audit service bounds how
    // many), before the answer leaves, so the record is there when the caller sees the refusal. A
    // failure to record is logged and never turns the 403 into something else.
    app.addHook("onSend", async (request, reply, payload) => {
      if (reply.statusCode !== 403 || (!request.user && !request.apiKey)) return payload;
      const path = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
      await services.audit.refused(actorOf(request), { method: request.method, path }).catch((error: unknown) => {
        request.log.error({ err: error }, "could not record a refused request");
      });
      return payload;
    });
    // A key never sets (or clears) cookies, whatever path it calls: tools keep no session.
    app.addHook("onSend", (request, reply, payload, done) => {
      if (request.apiKey) reply.removeHeader("set-cookie");
      done(null, payload);
    });
  },
  { name: "session", dependencies: ["@fastify/cookie"] },
);
