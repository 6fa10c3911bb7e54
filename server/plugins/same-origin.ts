import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import { bearerToken } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function fromThisSite(origin: string, request: FastifyRequest): boolean {
  try {
    // request.host honours X-Forwarded-Host when TRUST_PROXY is on, so this also holds behind a proxy.
    return new URL(origin).host === request.host;
  } catch {
    // Includes the literal "null" origin of sandboxed frames and file: pages.
    return false;
  }
}

/**
 * CSRF defence for cookie sessions (docs/decisions/0012-csrf-same-origin-check.md).
 * SameSite=Lax already keeps the cookies off most cross-site requests; on top of
 * that, a state-changing request whose Origin names another site (or, without an
 * Origin, whose Sec-Fetch-Site says cross-site) is refused before any handler,
 * REST or tRPC, runs. Tools that send neither header (curl, scripts) are unaffected.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    // A callback hook (decision 0138): every request passes it, and it waits for nothing.
    app.addHook("onRequest", (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      // An API key request is judged by its key alone, never its cookies: nothing ambient to forge.
      if (bearerToken(request) !== null) return done();
      const origin = request.headers.origin;
      const crossSite =
        origin !== undefined ? !fromThisSite(origin, request) : request.headers["sec-fetch-site"] === "cross-site";
      if (crossSite) throw forbidden(API_MESSAGES.auth.foreignOrigin);
      done();
    });
  },
  { name: "same-origin" },
);
