import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../server/db";
import { Prisma } from "../server/db/generated/client";
import { createUser } from "../server/testing/factories";
import { seedDemoData } from "../server/testing/demo-data";
import { createPostgresqlDatabase, type PostgresqlDatabase } from "../server/testing/postgres-databases";
import { createSqliteTestDatabase, type SqliteTestDatabase } from "../server/testing/test-db";
import { CopyRefused, compareDatabases, copyDatabase, formatChecks, matches } from "./db-copy";

const NOW = new Date("2030-01-02T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

/** Rows in every table, with the values a copy can get wrong: times, booleans, bytes, nulls, text keys, many rows. */
async function fillEveryTable(db: Db): Promise<void> {
  await seedDemoData(db, { timeZone: "America/Los_Angeles", now: NOW });
  const admin = await createUser(db, { role: "admin" });
  const client = await db.user.create({
    data: { email: "zoë@example.com", fullName: "Zoë Ñúñez 🧾", passwordHash: "x", locale: "es", webauthnUserId: "handle-1" },
  });
  // A preparer with hours of their own and a morning off, and a client the office booked by phone, without an address (issue 32).
  const preparer = await createUser(db, { role: "preparer" });
  await db.preparerHours.create({ data: { userId: preparer.id, weekly: '{"monday":[{"opens":"09:00","closes":"12:00"}]}' } });
  await db.officeService.create({
    data: {
      name: "Bookkeeping",
      nameEs: "Contabilidad",
      description: "Monthly books.",
      descriptionEs: "Libros mensuales.",
      priceCents: 15000,
      priceFrom: true,
      position: 4,
      retiredAt: NOW,
      preparers: { create: { preparerId: preparer.id } },
    },
  });
  await db.blockedTime.create({ data: { startTime: at("2030-01-08T17:00:00Z"), endTime: at("2030-01-08T20:00:00Z"), reason: "Dentist", preparerId: preparer.id } });
  await db.user.create({ data: { email: null, fullName: "Phone Only", phone: "(559) 555-0177", passwordHash: "x" } });
  await db.session.create({
    data: { id: "Session-B", userId: client.id, expiresAt: at("2030-02-01T00:00:00.123Z"), deviceLabel: "Chrome on Windows", authenticatedAt: NOW },
  });
  await db.session.create({ data: { id: "session-a", userId: admin.id, expiresAt: at("2030-02-01T00:00:00Z"), revokedAt: NOW } });
  await db.refreshToken.create({ data: { sessionId: "session-a", tokenHash: "rt-1", expiresAt: at("2030-01-09T00:00:00Z") } });
  await db.passwordResetToken.create({ data: { userId: client.id, tokenHash: "pr-1", expiresAt: NOW, purpose: "welcome" } });
  await db.emailChangeToken.create({ data: { userId: client.id, newEmail: "new@example.com", tokenHash: "ec-1", expiresAt: NOW } });
  await db.factorRemovalToken.create({ data: { userId: admin.id, tokenHash: "fr-1", expiresAt: NOW, usedAt: NOW } });
  await db.recoveryCode.create({ data: { userId: admin.id, codeHash: "rc-1" } });
  await db.passkey.create({
    data: { id: "cred-Z", userId: client.id, publicKey: Buffer.from([0, 1, 2, 250, 255]), name: "Phone", backedUp: true, transports: '["hybrid"]' },
  });
  await db.outboxMessage.create({
    data: {
      kind: "appointment.confirmed",
      payload: '{"a":1}',
      recipient: "zoë@example.com",
      subject: "Confirmed",
      messageId: "<m1@example.com>",
      dueAt: NOW,
      leaseUntil: null,
      responseCode: 204,
    },
  });
  await db.businessProfile.create({
    data: {
      name: "Fresno Tax",
      city: "Fresno",
      tagline: "Taxes, done",
      street: "1 Main St",
      locality: "Fresno",
      region: "CA",
      postalCode: "93721",
      phone: "+15595550123",
      email: "office@example.com",
      latitude: 36.737797,
      longitude: -119.787125,
      about: '["About"]',
      preparers: "[]",
      walkIns: true,
      foundedYear: 2009,
    },
  });
  await db.media.create({ data: { id: "photo-1", contentType: "image/webp", bytes: Buffer.alloc(70_000, 7), width: 800, height: 600 } });
  await db.mediaVariant.create({ data: { mediaId: "photo-1", width: 400, contentType: "image/webp", bytes: Buffer.from("small") } });
  await db.openingHoursSettings.create({ data: { weekly: "{}", horizonDays: 60 } });
  await db.officeSettings.create({ data: { cancelCutoffHours: 48, maxOpenRequests: 2, reminderMinutesBefore: 120, reviewsShown: false } });
  // A client's folder (issue 34): answers reviewed, an item asked for by hand, a sealed document and an erased one.
  const folder = await db.appointment.create({
    data: { userId: client.id, preparerId: preparer.id, service: "Personal Tax Prep", appointmentTime: at("2030-01-09T17:00:00Z"), status: "confirmed", documentsRemindedAt: NOW },
  });
  await db.intakeAnswers.create({ data: { appointmentId: folder.id, answers: '{"filing_status":"single","income":["wages"]}', updatedAt: NOW, reviewedAt: NOW, reviewedById: admin.id } });
  await db.documentRequest.create({ data: { appointmentId: folder.id, key: "office_1a2b3c4d", labelEn: "Form 1095-A", labelEs: "Formulario 1095-A", createdById: admin.id } });
  await db.document.create({
    data: { id: "6f1c1d0e-8a4b-4c2d-9e3f-0a1b2c3d4e5f", appointmentId: folder.id, itemKey: "w2", uploadedById: client.id, sealedName: "c2VhbGVk", contentType: "application/pdf", size: 12_345, activeContent: true, fileKey: "documents/6f1c1d0e-8a4b-4c2d-9e3f-0a1b2c3d4e5f", wrappedKey: "v1.abc.def", scanStatus: "clean", openedAt: NOW, kept: true },
  });
  await db.document.create({
    data: { id: "7a2d2e1f-9b5c-4d3e-8f4a-1b2c3d4e5f6a", appointmentId: folder.id, sealedName: "", contentType: "image/jpeg", size: 1, scanStatus: "unchecked", scanNote: "clamd could not be reached", scanDueAt: NOW, scanAttempts: 3, erasedAt: NOW },
  });
  await db.review.create({ data: { sampleKey: 1, name: "Maria G.", text: "Kind.", rating: 5, position: 1, hidden: true } });
  await db.review.create({ data: { name: "Rosa M.", textEs: "Rápidos.", text: "Quick.", rating: 4, givenOn: "2026-02-20", consentRecordedAt: NOW, position: 2 } });
  await db.siteCopyText.create({ data: { key: "hero.title", en: "Taxes done right", es: "Impuestos bien hechos" } });
  await db.legalPage.create({ data: { page: "terms", en: "Our terms.", es: "Nuestros términos.", updatedOn: "2026-02-20" } });
  await db.emailText.create({ data: { kind: "reminder", closingEn: "Warmly", closingEs: "Con cariño" } });
  await db.hoursException.create({ data: { date: "2030-12-25", hours: "[]", note: "Christmas" } });
  const key = await db.apiKey.create({ data: { name: "Zapier", scope: "read", prefix: "tp_ab", hash: "h-1", createdById: admin.id } });
  await db.webhookEndpoint.create({ data: { url: "https://hooks.example.com/x", events: '["appointment.confirmed"]', secret: "whsec_x" } });
  // Enough audit events for several batches; the trail refuses updates and deletes, not inserts.
  await db.auditEvent.createMany({
    data: Array.from({ length: 1_234 }, (_, index) => ({
      at: new Date(NOW.getTime() + index),
      userId: index % 2 ? admin.id : null,
      apiKeyId: index % 2 ? null : key.id,
      actorLabel: "Dana Admin",
      action: "appointment.confirmed",
      details: index % 3 ? null : `{"n":${index}}`,
    })),
  });
  // A row whose time SQLite wrote itself (CURRENT_TIMESTAMP: UTC text without an offset).
  await db.$executeRaw(Prisma.sql`INSERT INTO contact_messages (name, email, message) VALUES (${"Ana"}, ${"ana@example.com"}, ${"Hello"})`);
  await db.rateLimitWindow.create({ data: { limitKey: "sign-in:203.0.113.9", hits: 3, resetsAtMs: 1_893_456_000_123n } });
  await db.spentChallenge.create({ data: { challenge: "passkey:abc", expiresAtMs: 1_893_456_000_123n } });
  // A deleted row: SQLite's AUTOINCREMENT never hands its id out again, nor may PostgreSQL's sequence.
  const gone = await db.webhookEndpoint.create({ data: { url: "https://gone.example.com", events: "[]", secret: "whsec_y" } });
  await db.webhookEndpoint.delete({ where: { id: gone.id } });
}

/** Every model read through Prisma, in one order: what the application sees on each engine. */
async function everything(db: Db): Promise<Record<string, unknown[]>> {
  const read: Record<string, unknown[]> = {};
  for (const model of Object.values(Prisma.ModelName)) {
    const delegate = (db as unknown as Record<string, { findMany: () => Promise<unknown[]> }>)[model[0]!.toLowerCase() + model.slice(1)];
    const rows = await delegate!.findMany();
    read[model] = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? `${value}n` : value))).sort();
  }
  return read;
}

function runCopy(from: string, to: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-copy.ts", "--from", from, "--to", to], { cwd: process.cwd() });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

describe("npm run db:copy (SQLite to PostgreSQL)", () => {
  let source: SqliteTestDatabase;
  let target: PostgresqlDatabase;
  let copied: Db;
  beforeAll(async () => {
    source = await createSqliteTestDatabase();
    await fillEveryTable(source.db);
    await source.db.$disconnect();
    target = await createPostgresqlDatabase({ migrated: false });
  });
  afterAll(async () => {
    await copied?.$disconnect();
    await target.drop();
    await source.cleanup();
  });

  it("migrates the empty target, copies every table and finds both sides alike", async () => {
    const lines: string[] = [];
    const checks = await copyDatabase({ from: `file:${source.file}`, to: target.url }, { log: (line) => lines.push(line) });

    expect(lines).toContain("applied 20261130000000_init");
    expect(checks).toHaveLength(33);
    for (const check of checks) {
      expect(check.sourceRows, check.table).toBeGreaterThan(0);
      expect(matches(check), check.table).toBe(true);
    }
    expect(checks.find((check) => check.table === "audit_events")?.targetRows).toBe(1_234);
    // Foreign-key order: a table comes after the ones it references.
    const order = checks.map((check) => check.table);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("sessions"));
    expect(order.indexOf("sessions")).toBeLessThan(order.indexOf("refresh_tokens"));
    expect(order.indexOf("media")).toBeLessThan(order.indexOf("media_variants"));
    expect(formatChecks(checks)).toMatch(/^table\s+sqlite rows\s+postgresql rows\s+sqlite sha256\s+postgresql sha256/);
    expect(formatChecks(checks)).not.toContain("MISMATCH");
  });

  it("gives the application the same data on PostgreSQL as on SQLite", async () => {
    copied = await openDatabase(target.url);
    const sqlite = await openDatabase(source.file);
    try {
      expect(await everything(copied)).toEqual(await everything(sqlite));
    } finally {
      await sqlite.$disconnect();
    }
    // The time SQLite wrote as "YYYY-MM-DD HH:MM:SS" is UTC.
    const raw = new Database(source.file, { readonly: true });
    const written = (raw.prepare("SELECT created_at FROM contact_messages WHERE name = 'Ana'").get() as { created_at: string }).created_at;
    raw.close();
    expect(written).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const contact = await copied.contactMessage.findFirstOrThrow({ where: { name: "Ana" } });
    expect(contact.createdAt.toISOString()).toBe(`${written.replace(" ", "T")}.000Z`);
  });

  it("moves the id sequences past SQLite's, so new rows get new ids", async () => {
    const endpoints = await copied.webhookEndpoint.findMany({ select: { id: true } });
    const added = await copied.webhookEndpoint.create({ data: { url: "https://new.example.com", events: "[]", secret: "whsec_z" } });
    expect(added.id).toBe(Math.max(...endpoints.map((endpoint) => endpoint.id)) + 2);
    const user = await copied.user.create({ data: { email: "after-copy@example.com", fullName: "After Copy", passwordHash: "x" } });
    expect(user.id).toBe(7);
  });

  it("refuses a target that holds any row, and changes nothing", async () => {
    await expect(copyDatabase({ from: `file:${source.file}`, to: target.url }, { log: () => {} })).rejects.toThrow(CopyRefused);
    const { code, output } = await runCopy(`file:${source.file}`, target.url);
    expect(code).toBe(1);
    expect(output).toMatch(/the target database is not empty \(\w+ has rows\): db:copy only fills an empty database, so nothing was copied/);
    expect(await copied.user.count()).toBe(7);
  });

  it("reports a table whose rows differ", async () => {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query("UPDATE contact_messages SET message = 'Changed' WHERE name = 'Ana'");
    } finally {
      await client.end();
    }
    const checks = await compareDatabases(source.file, target.url);
    // users and webhook_endpoints gained a row each since the copy (the sequences' test above).
    expect(checks.filter((check) => !matches(check)).map((check) => check.table)).toEqual(["contact_messages", "users", "webhook_endpoints"]);
    expect(formatChecks(checks)).toMatch(/^contact_messages .*MISMATCH$/m);
  });
});
