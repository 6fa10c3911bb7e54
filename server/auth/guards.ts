import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import type { PublicUser } from "../shared/user.schema";

/** REST pre-handler factory: anyone signed in, answering 401 with `message` to nobody. */
export function requireUserWith(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthenticated(message);
  };
}

/** REST pre-handler: anyone signed in. */
export const requireUser = requireUserWith(API_MESSAGES.auth.signInRequired);

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
