import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import type { PublicUser } from "../shared/user.schema";

/**
 * Who a REST route admits. The route contract (server/rest/contract/route-contract.ts)
 * reads it to document the route's security and its 401/403 answers.
 */
export type Access = "user" | "admin";
export type Guard = ((request: FastifyRequest) => Promise<void>) & { access: Access };

const guard = (access: Access, check: (request: FastifyRequest) => Promise<void>): Guard => Object.assign(check, { access });

/** REST pre-validation guard factory: anyone signed in, answering 401 with `message` to nobody. */
export function requireUserWith(message: string): Guard {
  return guard("user", async (request) => {
    if (!request.user) throw unauthenticated(message);
  });
}

/** REST guard: anyone signed in. */
export const requireUser = requireUserWith(API_MESSAGES.auth.signInRequired);

/** REST guard: admins only (401 for nobody, 403 for a client). */
export const requireAdmin = guard("admin", async (request) => {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== "admin") throw forbidden();
});

/** The user of a request that passed `requireUser`. */
export function signedInUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
