import type { SessionCookies } from "../auth/session-cookies";
import type { Services } from "../services/services";

/** What every REST route plugin receives from buildApp. */
export type RouteOptions = { services: Services; cookies: SessionCookies };
