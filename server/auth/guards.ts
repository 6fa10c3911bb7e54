import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../services/errors";
import type { PublicUser } from "../shared/user.schema";

/** REST pre-handler: anyone signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** REST pre-handler: admins only (401 for nobody, 403 for a client). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== "admin") throw forbidden();
}

/** The user of a request that passed `requireUser`. */
export function signedInUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
