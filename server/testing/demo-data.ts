import { addDays } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { hashPassword } from "../auth/password";
import type { Db } from "../db";

/** Demo accounts for development (README lists them). Never created in production. */
export const DEMO_ADMIN = { email: "admin@example.com", password: "copper-lantern-42", name: "Dana Admin" };
export const DEMO_CLIENT = { email: "client@example.com", password: "garden-kettle-17", name: "Chris Client" };

/** The next `count` business-local dates (Monday to Saturday) after `now`, as YYYY-MM-DD. */
function nextOpenDates(now: Date, timeZone: string, count: number): string[] {
  const dates: string[] = [];
  for (let offset = 1; dates.length < count; offset++) {
    const day = addDays(now, offset);
    if (formatInTimeZone(day, timeZone, "i") !== "7") dates.push(formatInTimeZone(day, timeZone, "yyyy-MM-dd"));
  }
  return dates;
}

export async function seedDemoData(db: Db, { timeZone, now }: { timeZone: string; now: Date }): Promise<string> {
  if (await db.user.findUnique({ where: { email: DEMO_CLIENT.email } })) return "Demo data already present.";

  await db.user.upsert({
    where: { email: DEMO_ADMIN.email },
    create: {
      email: DEMO_ADMIN.email,
      fullName: DEMO_ADMIN.name,
      role: "admin",
      passwordHash: await hashPassword(DEMO_ADMIN.password),
    },
    update: {},
  });
  const client = await db.user.create({
    data: {
      email: DEMO_CLIENT.email,
      fullName: DEMO_CLIENT.name,
      phone: "(559) 555-0142",
      role: "client",
      passwordHash: await hashPassword(DEMO_CLIENT.password),
    },
  });

  const [first, second, third] = nextOpenDates(now, timeZone, 3) as [string, string, string];
  const at = (date: string, time: string) => fromZonedTime(`${date}T${time}:00`, timeZone);
  await db.appointment.createMany({
    data: [
      { userId: client.id, service: "Personal Tax Prep", appointmentTime: at(first, "10:00"), status: "pending" },
      { userId: client.id, service: "Business Tax Services", appointmentTime: at(second, "14:00"), status: "confirmed" },
      { userId: client.id, service: "IRS Representation", appointmentTime: at(third, "11:00"), status: "cancelled" },
    ],
  });
  await db.blockedTime.create({
    data: { startTime: at(third, "12:00"), endTime: at(third, "14:00"), reason: "Staff training" },
  });
  return `Seeded demo data: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client).`;
}
