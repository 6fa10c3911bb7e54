import type { FastifyRequest } from "fastify";
import type { WebauthnSite } from "../services/auth/passkeys.service";

/**
 * The relying party of a WebAuthn ceremony: the host name the browser used, and its origin
 * (decision 0126). request.host honours X-Forwarded-Host behind a trusted proxy, as the
 * same-origin check does, so the two agree on what "this site" is.
 */
export const webauthnSite = (request: FastifyRequest): WebauthnSite => ({
  rpID: request.hostname,
  origin: `${request.protocol}://${request.host}`,
});
