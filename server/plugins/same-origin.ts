import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../services/errors";
import { say } from "../shared/i18n/server-messages";
import { bearerToken } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin (scheme, host and port) of a URL, or null for what is not one (the literal "null"). */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether `url` is of this site: the origin the request reached (request.protocol and .host
 * honour X-Forwarded-Proto and -Host when TRUST_PROXY is on, so this holds behind a proxy), or
 * the public APP_URL's. Scheme, host and port all count: an https page is not an http server's.
 */
function fromThisSite(url: string, request: FastifyRequest, appOrigin: string | null): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === appOrigin || origin === originOf(`${request.protocol}://${request.host}`));
}

/**
 * CSRF defence for cookie sessions (docs/decisions/0012-csrf-same-origin-check.md,
 * 0166). SameSite=Lax already keeps the cookies off most cross-site requests; on top of
 * that, a state-changing request is refused before any handler, REST or tRPC, runs when
 * its Origin is not this site's, or, without an Origin, when Sec-Fetch-Site says
 * `cross-site` or `same-site` (a sibling subdomain is another origin) or its Referer
 * names another origin. Tools that send none of these (curl, scripts) are unaffected.
 */
export const sameOriginPlugin = fp<{ appUrl: string }>(
  async (app, { appUrl }) => {
    const appOrigin = originOf(appUrl);
    // A callback hook (decision 0138): every request passes it, and it waits for nothing.
    app.addHook("onRequest", (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      // An API key request is judged by its key alone, never its cookies: nothing ambient to forge.
      if (bearerToken(request) !== null) return done();
      const { origin, referer } = request.headers;
      const fetchSite = request.headers["sec-fetch-site"];
      const foreign =
        origin !== undefined
          ? !fromThisSite(origin, request, appOrigin)
          : fetchSite === "cross-site" || fetchSite === "same-site" || (referer !== undefined && !fromThisSite(referer, request, appOrigin));
      if (foreign) throw forbidden(say.auth.foreignOrigin);
      done();
    });
  },
  { name: "same-origin" },
);
