import type { FastifyRequest } from "fastify";
import type { Actor } from "../services/audit/audit.service";
import type { SignInOrigin } from "../services/auth/auth.service";
import type { SessionCookies } from "./session-cookies";

/**
 * Who a request acts as, for the audit trail: its API key, its signed-in user, or nobody;
 * and the address it came from. REST routes call it with their request; the tRPC context
 * (server/trpc/context.ts) calls it once per call, so both transports pass the same shape.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (request.apiKey) return { userId: null, apiKeyId: request.apiKey.id, label: request.apiKey.name, ip: request.ip };
  if (request.user) return { userId: request.user.id, apiKeyId: null, label: request.user.full_name, ip: request.ip, sessionId: request.sessionId };
  return { userId: null, apiKeyId: null, label: "", ip: request.ip };
}

/** What a sign-in records of the device it opens a session on, from either transport's request. */
export const signInOrigin = (request: FastifyRequest, cookies: Pick<SessionCookies, "readTrustedDevice">): SignInOrigin => ({
  ip: request.ip,
  previousSessionId: request.sessionId,
  userAgent: request.headers["user-agent"],
  trustedDevice: cookies.readTrustedDevice(request),
});
