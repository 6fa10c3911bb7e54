import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { parseEmailPayload } from "../emails/email-payloads";
import { loadConfig, type AppConfig } from "../env";
import { storageOf, withOutbox, type ServiceDeps } from "../services/deps";
import { TEST_COOKIE_SECRET } from "../testing/factories";
import { createTestDatabase, type TestDatabase } from "../testing/test-db";
import { readAppointmentWithClient } from "./appointment-with-client";
import { createEmailPreparer } from "./prepare-email";

/**
 * Issue 34: the documents emails as the notifications write them: outbox rows only, in the
 * change's transaction, to the client in their account's language, and none to a client without
 * an address; delivered, the button leads to the appointment's page on APP_URL.
 */
const NOW = new Date("2026-03-01T16:00:00.000Z");
const START = new Date("2026-03-03T17:00:00.000Z");
const FORM_1095A = { en: "Form 1095-A from Covered California", es: "Formulario 1095-A de Covered California" };
const MISSING = [
  { en: "Last year's tax return", es: "Declaración de impuestos del año pasado" },
  { en: "W-2 forms from every employer", es: "Formularios W-2 de cada empleador" },
];

let database: TestDatabase;
let db: Db;
let config: AppConfig;
let deps: ServiceDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: database.url, COOKIE_SECRET: TEST_COOKIE_SECRET, APP_URL: "http://localhost:5173" },
    () => {},
  );
  deps = withOutbox({ ...storageOf(db), config, now: () => NOW });
});
afterAll(async () => {
  await deps.reads.close();
  await database.cleanup();
});
beforeEach(async () => {
  await db.outboxMessage.deleteMany();
  await db.appointment.deleteMany();
  await db.user.deleteMany();
});

let clients = 0;
/** A client's appointment; `email: null` is a client the office booked by phone (decision 0235). */
async function appointmentOf(client: { locale?: string; email?: string | null } = {}) {
  clients += 1;
  const user = await db.user.create({
    data: {
      email: client.email === undefined ? `rosa-${clients}@example.com` : client.email,
      fullName: "Rosa Martínez",
      phone: "(559) 555-0142",
      passwordHash: "x",
      locale: client.locale ?? "en",
    },
  });
  // An hour apart: one active appointment a start (the office has no preparers).
  const appointmentTime = new Date(START.getTime() + clients * 3_600_000);
  return db.appointment.create({ data: { userId: user.id, service: "Personal Tax Prep", appointmentTime, status: "confirmed" } });
}

const emails = () => db.outboxMessage.findMany({ where: { channel: "email" }, orderBy: { id: "asc" } });

describe("documentsRequested", () => {
  it("writes, in the transaction, one email to the client in their language with the item the office named", async () => {
    const appointment = await appointmentOf({ locale: "es" });
    await db.$transaction((tx) => deps.notifications.documentsRequested(tx, appointment.id, FORM_1095A));

    const [row, ...others] = await emails();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      kind: "client.documents-requested",
      recipient: (await db.user.findFirstOrThrow()).email,
      subject: "Envíe un documento para su cita en Valley Tax Pros",
    });
    expect(parseEmailPayload(row!.payload)).toMatchObject({
      kind: "client.documents-requested",
      appointment: { id: appointment.id, service: "Personal Tax Prep", start: appointment.appointmentTime.toISOString() },
      client: { name: "Rosa Martínez" },
      item: FORM_1095A,
      locale: "es",
    });

    const prepared = await createEmailPreparer({ db, config, now: () => NOW })(row!);
    if ("skip" in prepared) throw new Error(prepared.skip);
    expect(prepared.rendered.text).toContain(`Súbalo de forma segura http://localhost:5173/dashboard/appointments/${appointment.id}`);
    expect(prepared.rendered.text).toContain("Formulario 1095-A de Covered California");
  });

  it("is not sent once the appointment was cancelled before it went out", async () => {
    const appointment = await appointmentOf();
    await db.$transaction((tx) => deps.notifications.documentsRequested(tx, appointment.id, FORM_1095A));
    await db.appointment.update({ where: { id: appointment.id }, data: { status: "cancelled" } });
    const [row] = await emails();
    expect(await createEmailPreparer({ db, config, now: () => NOW })(row!)).toEqual({ skip: "The appointment was cancelled." });
  });

  it("writes nothing when the change rolls back, or for a client without an address", async () => {
    const appointment = await appointmentOf();
    await expect(
      db.$transaction(async (tx) => {
        await deps.notifications.documentsRequested(tx, appointment.id, FORM_1095A);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const byPhone = await appointmentOf({ email: null });
    await db.$transaction((tx) => deps.notifications.documentsRequested(tx, byPhone.id, FORM_1095A));
    expect(await emails()).toEqual([]);
  });
});

describe("documentsMissing", () => {
  it("writes one email listing the items in the client's language, linking to the appointment's page", async () => {
    const appointment = await appointmentOf();
    await db.$transaction(async (tx) => {
      const row = await readAppointmentWithClient(tx, appointment.id);
      await deps.notifications.documentsMissing(tx, row, MISSING);
    });

    const [row, ...others] = await emails();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: "client.documents-missing", subject: "Documents still missing for your appointment at Valley Tax Pros" });
    expect(parseEmailPayload(row!.payload)).toMatchObject({ items: MISSING, locale: "en" });

    const prepared = await createEmailPreparer({ db, config, now: () => NOW })(row!);
    if ("skip" in prepared) throw new Error(prepared.skip);
    for (const item of MISSING) expect(prepared.rendered.text).toContain(`* ${item.en}`);
    expect(prepared.rendered.text).toContain(`Upload them securely http://localhost:5173/dashboard/appointments/${appointment.id}`);
  });

  it("writes nothing when no item is missing, or for a client without an address", async () => {
    const appointment = await appointmentOf();
    const byPhone = await appointmentOf({ email: null });
    await db.$transaction(async (tx) => {
      await deps.notifications.documentsMissing(tx, await readAppointmentWithClient(tx, appointment.id), []);
      await deps.notifications.documentsMissing(tx, await readAppointmentWithClient(tx, byPhone.id), MISSING);
    });
    expect(await emails()).toEqual([]);
  });
});
