import fp from "fastify-plugin";
import type { SessionCookies } from "../auth/session-cookies";
import type { Services } from "../services/services";
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
  }
}

/** Only the API looks at sessions; page and asset requests skip the lookup. */
const isApiRequest = (url: string) => url.startsWith("/api/") || url.startsWith("/trpc/");

export const sessionPlugin = fp<{ services: Services; cookies: SessionCookies }>(
  async (app, { services, cookies }) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);
    app.addHook("onRequest", async (request) => {
      if (!isApiRequest(request.url)) return;
      const access = cookies.readAccess(request);
      if (!access) return;
      request.sessionId = access.sessionId;
      request.user = await services.sessions.authenticate(access.sessionId, access.accessExpiresAt);
    });
  },
  { name: "session", dependencies: ["@fastify/cookie"] },
);
