import { isStaff } from "../shared/permissions";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hash } from "@node-rs/argon2";
import { TEST_ARGON2_OPTIONS } from "../auth/password";
import { totpSecretBox } from "../auth/secret-box";
import { newTotpSecret, totpCode, totpStep } from "../auth/totp";
import type { Db } from "../db";
import type { Role } from "../shared/services";

export type TestUser = {
  id: number;
  email: string;
  password: string;
  fullName: string;
  role: Role;
  /** The authenticator-app secret of a user made with two-step sign-in (every admin, unless asked otherwise). */
  totpSecret: string | null;
};

/** The COOKIE_SECRET of createTestApp's servers: factories seal TOTP secrets with it. */
export const TEST_COOKIE_SECRET = "test-cookie-secret-that-is-long-enough-0123456789";

let sequence = 0;

/**
 * A user written straight to the database, with a unique email per call (also across e2e
 * worker processes). Admins come with an authenticator app set up, as every admin must have
 * (issue 17); `mfa: false` makes one that still has to set it up. `cookieSecret` is the
 * server's, which the TOTP secret is sealed with (e2e and process servers have their own).
 */
export async function createUser(
  db: Db,
  {
    role = "client",
    fullName,
    password = "secret-password",
    mfa = isStaff(role),
    cookieSecret = TEST_COOKIE_SECRET,
  }: { role?: Role; fullName?: string; password?: string; mfa?: boolean; cookieSecret?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `${role}-${sequence}-${randomBytes(6).toString("hex")}@example.com`;
  const kind = { admin: "Admin", front_desk: "Front Desk", preparer: "Preparer", client: "Client" }[role];
  const name = fullName ?? `${kind} Person ${sequence}`;
  const totpSecret = mfa ? newTotpSecret() : null;
  const row = await db.user.create({
    data: {
      email,
      fullName: name,
      role,
      // Test users are hashed at the lowest cost whatever runs them (Vitest or the e2e runner).
      passwordHash: await hash(password, TEST_ARGON2_OPTIONS),
      ...(totpSecret && { totpSecret: totpSecretBox(cookieSecret).seal(totpSecret), totpEnabledAt: new Date() }),
    },
  });
  return { id: row.id, email, password, fullName: name, role, totpSecret };
}

/** The cookies a response sets, by name (a cleared cookie has the value ""). */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Each test app's clock (createTestApp registers it), so sign-in codes are made for the app's time. */
const appClocks = new WeakMap<FastifyInstance, () => Date>();
export const registerAppClock = (app: FastifyInstance, now: () => Date) => appClocks.set(app, now);

/** The last TOTP step each secret used: the server refuses a step twice, so the next sign-in takes the next. */
const lastSteps = new Map<string, number>();

/**
 * A code the server accepts now for `secret`: its clock's step, or the one either side, never a
 * step used before. Three sign-ins of one user fit in one step; a fourth needs the clock to move.
 */
export function nextTotpCode(secret: string, at: Date): string {
  const current = totpStep(at);
  const step = Math.max(current - 1, (lastSteps.get(secret) ?? -Infinity) + 1);
  if (step > current + 1) throw new Error("this user signed in three times in one 30-second step of the app's clock: move the clock or use another user");
  lastSteps.set(secret, step);
  return totpCode(secret, new Date(step * 30_000));
}

/**
 * Signs in through the real login routes and returns the session cookies for `inject`; a user
 * with two-step sign-in finishes it with a code from their app.
 */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string; totpSecret?: string | null },
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<{ sid: string; rt: string }> {
  let response = await app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password }, remoteAddress });
  if (response.statusCode === 200 && (response.json() as { mfa_required?: boolean }).mfa_required) {
    if (!user.totpSecret) throw new Error("sign-in asked for a second factor, and the user has no app");
    const code = nextTotpCode(user.totpSecret, (appClocks.get(app) ?? (() => new Date()))());
    response = await app.inject({ method: "POST", url: "/api/login/mfa", cookies: cookiesFrom(response), payload: { code }, remoteAddress });
  }
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { sid, rt } = cookiesFrom(response);
  if (!sid || !rt) throw new Error("sign-in set no session cookies");
  return { sid, rt };
}

/** A client's booking through the real route; returns the new appointment's id (throws unless 201). */
export async function bookOverRest(
  app: FastifyInstance,
  cookies: Record<string, string>,
  appointmentTime: string,
  service = "Personal Tax Prep",
): Promise<number> {
  const response = await app.inject({ method: "POST", url: "/api/appointments", cookies, payload: { service, appointment_time: appointmentTime } });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { appointment: { id: number } }).appointment.id;
}
