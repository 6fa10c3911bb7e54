import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { createUser, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";

/** Monday 2026-03-02, 7:00 AM in Los Angeles: the fixed "now" of the reliability tests. */
export const WORLD_NOW = new Date("2026-03-02T15:00:00.000Z");

/** Generated requests should reach the services, not stop at the abuse limits (tested on their own). */
export const NO_ABUSE_LIMITS = {
  LOGIN_MAX_FAILURES: "1000000",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000000",
  REGISTER_MAX_PER_HOUR: "1000000",
  CONTACT_MAX_PER_HOUR: "1000000",
  PASSWORD_RESET_MAX_PER_HOUR: "1000000",
};

export type SeededWorld = {
  users: { client: TestUser; otherClient: TestUser; admin: TestUser; unenrolledAdmin: TestUser };
  /** Business-local dates of the next three weeks. */
  dates: string[];
  /** Free slot instants (UTC ISO) over those dates, as availability answered them. */
  freeSlots: string[];
  appointmentIds: number[];
  blockedTimeIds: number[];
};

/**
 * Two clients, an admin (and one without two-step sign-in), appointments in every status for both clients and a
 * blocked period: enough that generated ids and times hit real records.
 */
export async function seedWorld(t: TestApp): Promise<SeededWorld> {
  const [client, otherClient, admin, unenrolledAdmin] = await Promise.all([
    createUser(t.db, { fullName: "Carla Client" }),
    createUser(t.db, { fullName: "Oscar Other" }),
    createUser(t.db, { role: "admin" }),
    // Issue 17: an admin who has not set up two-step sign-in yet, refused by every admin path.
    createUser(t.db, { role: "admin", mfa: false }),
  ]);
  const dates = Array.from({ length: 35 }, (_, day) =>
    formatInTimeZone(addDays(WORLD_NOW, day), t.config.businessTimeZone, "yyyy-MM-dd"),
  );
  const freeSlots: string[] = [];
  for (const date of dates) {
    const response = await t.app.inject({ method: "GET", url: `/api/availability?date=${date}` });
    freeSlots.push(...(response.json() as string[]));
  }
  const at = (index: number) => new Date(freeSlots[freeSlots.length - 1 - index] as string);
  const appointments = await Promise.all(
    [
      [client.id, "pending"],
      [client.id, "confirmed"],
      [client.id, "cancelled"],
      [otherClient.id, "pending"],
      [otherClient.id, "confirmed"],
    ].map(([userId, status], index) =>
      t.db.appointment.create({
        data: { userId: userId as number, service: "Personal Tax Prep", appointmentTime: at(index), status: status as string },
      }),
    ),
  );
  const blocked = await t.db.blockedTime.create({
    data: { startTime: at(20), endTime: new Date(at(20).getTime() + 2 * 3_600_000), reason: "Staff training", createdById: admin.id },
  });
  return {
    users: { client, otherClient, admin, unenrolledAdmin },
    dates,
    freeSlots,
    appointmentIds: appointments.map((row) => row.id),
    blockedTimeIds: [blocked.id],
  };
}
