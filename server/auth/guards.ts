import type { FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../services/errors";
import { say, type ServerMessage } from "../shared/i18n/server-messages";
import { can, isStaff, type Permission } from "../shared/permissions";
import type { PublicUser } from "../shared/user.schema";

/**
 * Who a REST route admits: "user", a signed-in person; "admin", the session of staff whose role
 * has the route's permission, or an API key; "admin-session", such a session only; "office-or-user", any signed-in person or
 * an API key. The route contract (server/rest/contract/route-contract.ts) reads it to document
 * the route's security.
 */
export type Access = "user" | "admin" | "admin-session" | "office-or-user";
export type Guard = ((request: FastifyRequest) => Promise<void>) & { access: Access };

const guard = (access: Access, check: (request: FastifyRequest) => Promise<void>): Guard => Object.assign(check, { access });

const READ_METHODS = new Set(["GET", "HEAD"]);

/** An API key may do what the office may, within its scope: a read key only reads. */
function checkKeyScope(request: FastifyRequest): void {
  if (request.apiKey?.scope === "read" && !READ_METHODS.has(request.method)) throw forbidden(say.integrations.readOnlyKey);
}

/** REST guard factory: anyone signed in, answering 401 with `message` to nobody. API keys act for no person. */
export function requireUserWith(message: ServerMessage): Guard {
  return guard("user", async (request) => {
    if (request.apiKey) throw forbidden(say.integrations.keyNeedsPerson);
    if (!request.user) throw unauthenticated(message);
  });
}

/** REST guard: anyone signed in. */
export const requireUser = requireUserWith(say.auth.signInRequired);

/**
 * A member of staff acts for the office only with two-step sign-in set up (issue 17): until then
 * every office path answers 403 with a sentence that says so, and the client leads to the setup.
 * Then the role must allow what the path does (server/shared/permissions.ts, docs/permissions.md).
 */
export function assertOfficeUser(user: PublicUser, permission: Permission): void {
  if (!isStaff(user.role)) throw forbidden();
  if (!user.mfa_enabled) throw forbidden(say.mfa.setupRequired);
  if (!can(user.role, permission)) throw forbidden(say.auth.notForYourRole);
}

/** A guard that also names the permission it checks, for the route contract and docs/permissions.md. */
export type OfficeGuard = Guard & { permission: Permission };

const officeGuard = (access: Access, permission: Permission, check: (request: FastifyRequest) => Promise<void>): OfficeGuard =>
  Object.assign(guard(access, check), { permission });

/** REST guard: staff whose role has `permission`, with two-step sign-in, or an API key within its scope (401 for nobody, 403 for others). */
export const requireOffice = (permission: Permission): OfficeGuard =>
  officeGuard("admin", permission, async (request) => {
    if (request.apiKey) return checkKeyScope(request);
    if (!request.user) throw unauthenticated();
    assertOfficeUser(request.user, permission);
  });

/**
 * REST guard: the session of staff whose role has `permission`, never an API key. For what hands
 * out access to the office's data: API keys, webhooks (they receive clients' details) and the
 * calendar feed's address. A key that could make keys would outlive its own revocation
 * (issue 29 item 3, decision 0165).
 */
export const requireOfficeSession = (permission: Permission): OfficeGuard =>
  officeGuard("admin-session", permission, async (request) => {
    if (request.apiKey) throw forbidden(say.integrations.keyCannotManageAccess);
    if (!request.user) throw unauthenticated();
    assertOfficeUser(request.user, permission);
  });

/** REST guard: a signed-in person (acting for themselves), or an API key within its scope (acting for the office). */
export const requireUserOrApiKey = guard("office-or-user", async (request) => {
  if (request.apiKey) return checkKeyScope(request);
  if (!request.user) throw unauthenticated();
});

/** Whether the request acts for the office with `permission`: staff's session (with two-step sign-in) whose role has it, or an API key. */
export const actsForOffice = (request: FastifyRequest, permission: Permission): boolean =>
  request.apiKey !== null || (request.user !== null && request.user.mfa_enabled && can(request.user.role, permission));

/** The user of a request that passed `requireUser`. */
export function signedInUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
