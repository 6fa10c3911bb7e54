import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../auth/password";
import type { Db } from "../db";
import type { Role } from "../shared/services";

export type TestUser = { id: number; email: string; password: string; fullName: string; role: Role };

let sequence = 0;

/** A user written straight to the database, with a unique email per call (also across e2e worker processes). */
export async function createUser(
  db: Db,
  { role = "client", fullName, password = "secret-password" }: { role?: Role; fullName?: string; password?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `${role}-${sequence}-${randomBytes(6).toString("hex")}@example.com`;
  const name = fullName ?? (role === "admin" ? `Admin Person ${sequence}` : `Client Person ${sequence}`);
  const row = await db.user.create({
    data: { email, fullName: name, role, passwordHash: await hashPassword(password) },
  });
  return { id: row.id, email, password, fullName: name, role };
}

/** The cookies a response sets, by name (a cleared cookie has the value ""). */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Signs in through the real login route and returns the session cookies for `inject`. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<{ sid: string; rt: string }> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: user });
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
