import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";
import type { Access, Guard, OfficeGuard } from "../../auth/guards";
import type { Permission } from "../../shared/permissions";
import { apiErrorBody } from "../../shared/api-error.schema";

type SecurityRequirement = Record<string, string[]>;

type RouteSchema = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response?: Record<string, unknown>;
  security?: SecurityRequirement[];
  tags?: string[];
  hide?: boolean;
};

/** The OpenAPI security requirement of each kind of route (the schemes are in openapi.ts). */
const SECURITY: Record<Access | "public", SecurityRequirement[]> = {
  public: [],
  user: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }, { apiKey: [] }],
  "admin-session": [{ sessionCookie: [] }],
  "office-or-user": [{ sessionCookie: [] }, { apiKey: [] }],
};

/** Paths grouped by what they are about in the reference, where the first segment would split a subject. */
const TAG_BY_SEGMENT: Record<string, string> = {
  register: "auth",
  login: "auth",
  logout: "auth",
  "contact-messages": "contact",
  calendar: "calendar-feed",
  "api-keys": "integrations",
  webhooks: "integrations",
};

const tagOf = (url: string) => {
  const segment = url.split("/")[2] ?? "api";
  return TAG_BY_SEGMENT[segment] ?? segment;
};

const hooksOf = (route: RouteOptions): unknown[] => {
  const hooks = route.preValidation;
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
};

/** The strictest guard a route runs: it decides who the document says may call it. */
export function accessOf(route: RouteOptions): Access | "public" {
  const guards = hooksOf(route).filter((hook): hook is Guard => typeof hook === "function" && "access" in hook);
  for (const access of ["admin-session", "admin", "office-or-user", "user"] as const) if (guards.some((g) => g.access === access)) return access;
  return "public";
}

/** The permission an office route's guard checks (docs/permissions.md), if it has one. */
function permissionOf(route: RouteOptions): Permission | null {
  const guard = hooksOf(route).find((hook): hook is OfficeGuard => typeof hook === "function" && "permission" in hook);
  return guard?.permission ?? null;
}

/** One REST route as the route table has it: who may call it and, for the office's, which permission. */
export type RouteAccess = { method: string; url: string; access: Access | "public"; permission: Permission | null };

/** Each app's REST routes in the order they were added, for docs/permissions.md and the staff matrix that test it. */
const routeTables = new WeakMap<FastifyInstance, RouteAccess[]>();
export const routeTableOf = (app: FastifyInstance): readonly RouteAccess[] => routeTables.get(app) ?? [];

const error = (description: string) => apiErrorBody.describe(description);

/**
 * Completes every REST route's contract from what the route already says, so no route
 * has to repeat it: its security and tag, and the `{ message }` answers it can give
 * (400 when it takes input, 401/403 when it is guarded, any other 4xx and 5xx).
 */
export function completeRouteContracts(app: FastifyInstance): void {
  const table: RouteAccess[] = [];
  routeTables.set(app, table);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const schema = (route.schema ?? {}) as RouteSchema;
    if (schema.hide) return;
    const access = accessOf(route);
    for (const method of [route.method].flat()) if (method !== "HEAD") table.push({ method, url: route.url, access, permission: permissionOf(route) });
    const takesInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
    route.schema = {
      ...schema,
      tags: schema.tags ?? [tagOf(route.url)],
      security: schema.security ?? SECURITY[access],
      response: {
        ...(takesInput && { 400: error("The input was refused; the message names the first problem.") }),
        ...(access !== "public" && { 401: error("Not signed in (no session, or the API key is not valid).") }),
        ...(access !== "public" && { 403: error("Signed in, but not allowed to do this.") }),
        "4xx": error("Another refusal: not found, a conflict (the time was taken), too many requests."),
        "5xx": error("The server could not finish; nothing was half-written. Try again."),
        ...schema.response,
      },
    };
  });
}
