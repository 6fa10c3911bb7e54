import { z } from "zod";
import { messageCode } from "./api-error.schema";
import { codes } from "./i18n/server-messages";

/** One signed-in device as /settings lists it (issue 17). */
export const deviceSession = z.object({
  /** The session's id: what `DELETE /api/users/sessions/{id}` takes. */
  id: z.string(),
  /** "Chrome on Windows"; null when the browser sent no recognisable User-Agent. */
  device: z.string().nullable(),
  /** The network it signed in from (IPv4 /24 as "203.0.113.x", IPv6 /48), never the exact address. */
  approximate_ip: z.string().nullable(),
  created_at: z.string(),
  /** When it signed in or last renewed its access cookie: accurate to ACCESS_TOKEN_TTL_SECONDS. */
  last_used_at: z.string(),
  /** The device making this request. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;

export const sessionIdParams = z.object({
  id: z.string({ error: codes.validation.sessionIdRequired }).min(1, codes.validation.sessionIdRequired).max(128, codes.validation.sessionIdTooLong),
});
export const revokeSessionInput = sessionIdParams;

export const signOutOthersBody = z.object({ signed_out: z.number().int(), message: z.string(), code: messageCode });
