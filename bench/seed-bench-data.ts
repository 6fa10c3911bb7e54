import { addDays } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { hashPassword } from "../server/auth/password";
import { totpSecretBox } from "../server/auth/secret-box";
import { PROCESS_COOKIE_SECRET } from "../server/testing/server-process";
import type { Db } from "../server/db";
import { minuteOfDay } from "../server/shared/opening-hours";
import { SERVICE_NAMES } from "../server/shared/services";

export const BENCH_PASSWORD = "bench-password";
export const BENCH_CLIENT_EMAIL = "bench-client@example.com";
export const BENCH_ADMIN_EMAIL = "bench-admin@example.com";
/** The bench admin's authenticator-app secret: admins need two-step sign-in (issue 17). */
export const BENCH_ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** The clients who send the booking scenario's requests, in turn (so the list scenario's client stays realistic). */
export const BENCH_BOOKERS = 50;
export const benchBookerEmail = (index: number) => `booker${index}@bench-bookers.example`;
/** How many appointments the list scenario's client has: a realistic client's history. */
export const BENCH_CLIENT_APPOINTMENTS = 20;

/** Deterministic pseudo-random numbers, so every run seeds the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The hours of a server that takes bookings under load: every day open 06:00 to 22:00, 10-minute
 * slots, two years ahead. That is about 50,000 distinct slots past the seeded history, so a run of
 * 10 s at a few thousand bookings a second never runs out of free slots (the non-2xx column would
 * show it: 409s). `openSlots(from, days, zone, { everyDay: true, ...BOOKING_HOURS })` lists them.
 */
export const BOOKING_HOURS = { opensAt: "06:00", closesAt: "22:00", stepMinutes: 10 };
export const BOOKING_SERVER_ENV = {
  OPENING_DAYS: "mon,tue,wed,thu,fri,sat,sun",
  OPENING_TIME: BOOKING_HOURS.opensAt,
  CLOSING_TIME: BOOKING_HOURS.closesAt,
  SLOT_MINUTES: String(BOOKING_HOURS.stepMinutes),
  BOOKING_HORIZON_DAYS: "730",
};

/**
 * Opening slots of the business-local days in [from, from + days): by default the default
 * opening hours' (Mon–Sat, hourly starts 9:00–16:00); `everyDay`, `stepMinutes`, `opensAt` and
 * `closesAt` match a server started with OPENING_DAYS of all seven days and that SLOT_MINUTES,
 * OPENING_TIME and CLOSING_TIME.
 */
export function openSlots(from: Date, days: number, timeZone: string, { everyDay = false, stepMinutes = 60, opensAt = "09:00", closesAt = "17:00" } = {}): Date[] {
  const [opening, closing] = [minuteOfDay(opensAt), minuteOfDay(closesAt)];
  if (opening === null || closing === null) throw new Error(`openSlots: not a clock time: ${opensAt} to ${closesAt}`);
  const slots: Date[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(from, offset);
    if (!everyDay && formatInTimeZone(day, timeZone, "i") === "7") continue;
    const date = formatInTimeZone(day, timeZone, "yyyy-MM-dd");
    for (let minute = opening; minute < closing; minute += stepMinutes) {
      const clock = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      slots.push(fromZonedTime(`${date}T${clock}:00`, timeZone));
    }
  }
  return slots;
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += size) await write(rows.slice(index, index + size));
}

/**
 * A realistic history for a busy office: 2,000 clients, 20,000 appointments over the
 * last 18 months and the next 6 (every slot held at most once by an active appointment,
 * the rest cancelled), and 200 blocked periods. The bench client has exactly
 * BENCH_CLIENT_APPOINTMENTS of them; the BENCH_BOOKERS bookers have none yet.
 */
export async function seedBenchData(db: Db, { now, timeZone }: { now: Date; timeZone: string }) {
  const next = random(42);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.user.create({
    data: {
      email: BENCH_ADMIN_EMAIL,
      fullName: "Bench Admin",
      role: "admin",
      passwordHash,
      totpSecret: totpSecretBox(PROCESS_COOKIE_SECRET).seal(BENCH_ADMIN_TOTP_SECRET),
      totpEnabledAt: new Date(),
    },
  });
  const benchClient = await db.user.create({ data: { email: BENCH_CLIENT_EMAIL, fullName: "Bench Client", passwordHash } });
  await db.user.createMany({
    data: Array.from({ length: BENCH_BOOKERS }, (_, index) => ({ email: benchBookerEmail(index), fullName: `Booker ${index}`, passwordHash })),
  });
  await inChunks(
    Array.from({ length: 2000 }, (_, index) => ({
      email: `client${index}@bench.example`,
      fullName: `Client ${index}`,
      phone: `(559) 555-${String(index).padStart(4, "0")}`,
      passwordHash,
    })),
    500,
    (data) => db.user.createMany({ data }),
  );
  const clientIds = (
    await db.user.findMany({ where: { role: "client", email: { endsWith: "@bench.example" } }, select: { id: true } })
  ).map((u) => u.id);

  const slots = openSlots(addDays(now, -548), 730, timeZone);
  const appointments: { userId: number; service: string; appointmentTime: Date; status: string }[] = [];
  const active = new Set<number>();
  while (appointments.length < 20_000) {
    const slot = slots[Math.floor(next() * slots.length)]!;
    const future = slot > now;
    const canBeActive = !active.has(slot.getTime()) && next() < 0.45;
    if (canBeActive) active.add(slot.getTime());
    appointments.push({
      userId: clientIds[Math.floor(next() * clientIds.length)]!,
      service: SERVICE_NAMES[Math.floor(next() * SERVICE_NAMES.length)]!,
      appointmentTime: slot,
      status: canBeActive ? (future && next() < 0.4 ? "pending" : "confirmed") : "cancelled",
    });
  }
  // The bench client's own history: half past, half ahead, on slots no one else holds.
  const free = slots.filter((candidate) => !active.has(candidate.getTime()));
  const spread = (candidates: Date[], count: number) =>
    Array.from({ length: Math.min(count, candidates.length) }, (_, index) => candidates[Math.floor((index * candidates.length) / count)] as Date);
  const half = BENCH_CLIENT_APPOINTMENTS / 2;
  for (const slot of [...spread(free.filter((slot) => slot <= now), half), ...spread(free.filter((slot) => slot > now), half)]) {
    active.add(slot.getTime());
    appointments.push({ userId: benchClient.id, service: SERVICE_NAMES[0], appointmentTime: slot, status: slot > now ? "pending" : "confirmed" });
  }
  await inChunks(appointments, 1000, (data) => db.appointment.createMany({ data }));

  await inChunks(
    Array.from({ length: 200 }, () => {
      const start = slots[Math.floor(next() * slots.length)]!;
      return { startTime: start, endTime: new Date(start.getTime() + 2 * 3600_000), reason: "Bench block" };
    }),
    200,
    (data) => db.blockedTime.createMany({ data }),
  );
  return { clients: clientIds.length, appointments: appointments.length, activeSlots: active.size };
}
