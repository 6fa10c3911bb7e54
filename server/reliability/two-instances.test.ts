import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Db } from "../db";
import { createUser } from "../testing/factories";
import { createPostgresqlDatabase, type PostgresqlDatabase } from "../testing/postgres-databases";
import { PROCESS_COOKIE_SECRET, freeSlots, killAllServers, signInOverHttp, startServer, type ServerProcess } from "../testing/server-process";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";

/**
 * Issue 31 (docs/decisions/0220-two-instances-on-one-postgresql.md): two real server processes
 * on one PostgreSQL database, one FILES_DIR and one COOKIE_SECRET, as docker-compose runs them
 * behind Caddy, with requests alternating between them. Whatever one instance does, the other
 * sees: a slot is booked once, an email goes out once, a lockout and a session hold on both, a
 * photo is served by both; and an instance killed mid-send costs at most a duplicate of the
 * message it was sending (the outbox lease's at-least-once), never a lost one.
 */
const LOCKOUT_LIMIT = 5;
/** The address the instance killed mid-send sends from, so its messages are told apart at the mail server. */
const VICTIM_SENDER = "killed-instance@example.com";

let database: PostgresqlDatabase;
let db: Db;
let filesDir: string;
let smtp: TestSmtp;
let a: ServerProcess;
let b: ServerProcess;

/** Both instances' settings, as docker-compose gives them: the same database, folder, secret, mail server and public URL. */
const instanceEnv = (extra: Record<string, string> = {}) => ({
  FILES_DIR: filesDir,
  SMTP_URL: smtp.url,
  APP_URL: "http://localhost:8080",
  COOKIE_SECRET: PROCESS_COOKIE_SECRET,
  LOGIN_MAX_FAILURES: String(LOCKOUT_LIMIT),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
  NOTIFY_EMAIL: "office@example.com",
  ...extra,
});

beforeAll(async () => {
  database = await createPostgresqlDatabase({ migrated: true });
  db = await openDatabase(database.url);
  filesDir = mkdtempSync(join(tmpdir(), "taxpro-two-instances-files-"));
  smtp = await startTestSmtp();
  [a, b] = await Promise.all([startServer({ databaseUrl: database.url, env: instanceEnv() }), startServer({ databaseUrl: database.url, env: instanceEnv() })]);
});

afterAll(async () => {
  // A test that failed while the mail server held its answers must not hold up the shutdown.
  smtp?.setMode("accept");
  smtp?.releaseHeld();
  try {
    for (const server of [a, b]) if (server) expect(await server.stop()).toEqual({ code: 0, signal: null });
  } finally {
    killAllServers();
    await smtp?.close();
    await db?.$disconnect();
    await database?.drop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  }
});

/** The i-th request's instance: A, B, A, B... */
const alternate = (index: number): ServerProcess => (index % 2 === 0 ? a : b);

const post = (base: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(cookie && { cookie }) }, body: JSON.stringify(body) });

const book = (base: string, cookie: string, slot: string) =>
  post(base, "/api/appointments", { service: "Business Tax Services", appointment_time: slot }, cookie).then((response) => response.status);

/** `count` new clients, each signed in on the instance `instanceOf` its index names; their Cookie headers. */
async function signedInClients(count: number, instanceOf: (index: number) => ServerProcess): Promise<string[]> {
  const clients = await Promise.all(Array.from({ length: count }, () => createUser(db, { password: "client-password" })));
  return Promise.all(clients.map((client, index) => signInOverHttp(instanceOf(index).base, client.email, "client-password")));
}

/** The emails queued after the outbox's row `afterId` and due by now (a reminder waits for its time). */
const emailsQueuedSince = async (afterId: number) => {
  const now = new Date();
  return db.outboxMessage.findMany({ where: { channel: "email", id: { gt: afterId }, dueAt: { lte: now } }, orderBy: { id: "asc" } });
};
const lastOutboxId = async () => (await db.outboxMessage.aggregate({ _max: { id: true } }))._max.id ?? 0;

const sendersOf = (mail: ParsedMail): string[] => mail.from?.value.map((entry) => entry.address?.toLowerCase() ?? "") ?? [];

/** How many times each Message-ID reached the mail server. */
function arrivals(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) counts.set(mail.messageId ?? "", (counts.get(mail.messageId ?? "") ?? 0) + 1);
  return counts;
}

/** Resolves once `condition` is true (Vitest's waitFor, every 100 ms); fails after `timeoutMs` saying what it waited for. */
async function eventually(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  await vi
    .waitFor(
      async () => {
        if (!(await condition())) throw new Error("not yet");
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .catch(() => {
      throw new Error(`${what}: not within ${timeoutMs} ms\nA:\n${a.output()}\nB:\n${b.output()}`);
    });
}

describe("two instances on one PostgreSQL database", () => {
  it("book one slot once: 50 clients at once, half on each instance, get one 201 and 49 409s", async () => {
    const clients = await Promise.all(Array.from({ length: 50 }, () => createUser(db, { password: "client-password" })));
    const cookies = await Promise.all(clients.map((client, index) => signInOverHttp(alternate(index).base, client.email, "client-password")));
    const [slot] = await freeSlots(a.base, 1);
    if (!slot) throw new Error("no free slot offered");

    const statuses = await Promise.all(cookies.map((cookie, index) => book(alternate(index).base, cookie, slot)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await db.appointment.findMany({ where: { appointmentTime: new Date(slot) } });
    expect(rows).toHaveLength(1);
    expect(clients.map((client) => client.id)).toContain(rows[0]?.userId);
  });

  it("deliver the emails of 30 bookings made on both, with both workers running, each exactly once", async () => {
    const before = await lastOutboxId();
    const cookies = await signedInClients(30, alternate);
    const slots = await freeSlots(a.base, 30);
    const statuses = await Promise.all(cookies.map((cookie, index) => book(alternate(index).base, cookie, slots[index] ?? "")));
    expect(statuses).toEqual(cookies.map(() => 201));

    // Sent is written after the mail server's answer: once every row is sent, no copy is still on its way.
    await eventually(async () => (await emailsQueuedSince(before)).every((row) => row.status === "sent"), "every booking email sent");
    const rows = await emailsQueuedSince(before);
    // The client's "request received" and the office's "new request", for each booking.
    expect(rows).toHaveLength(60);
    const counts = arrivals();
    for (const row of rows) expect(counts.get(row.messageId), `${row.kind} to ${row.recipient}`).toBe(1);
  });

  it(`lock an account out after ${LOCKOUT_LIMIT} wrong passwords, counted across both`, async () => {
    const user = await createUser(db, { password: "the-right-password" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOCKOUT_LIMIT; attempt++) {
      statuses.push((await post(alternate(attempt).base, "/api/login", { email: user.email, password: `wrong-${attempt}` })).status);
    }
    expect(statuses).toEqual([...Array.from({ length: LOCKOUT_LIMIT }, () => 401), 429]);
    // Locked on both, even for its owner.
    for (const server of [a, b]) expect((await post(server.base, "/api/login", { email: user.email, password: "the-right-password" })).status).toBe(429);
  });

  it(`answer 30 concurrent wrong passwords, half on each, with exactly ${LOCKOUT_LIMIT} evaluated between them`, async () => {
    const user = await createUser(db, { password: "the-right-password" });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, attempt) => (await post(alternate(attempt).base, "/api/login", { email: user.email, password: `guess-${attempt}` })).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOCKOUT_LIMIT);
  });

  it("honour a session made on the other, and its sign-out", async () => {
    const user = await createUser(db, { password: "client-password" });
    const cookie = await signInOverHttp(a.base, user.email, "client-password");
    const me = await fetch(`${b.base}/api/users/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email });

    expect((await post(b.base, "/api/logout", {}, cookie)).status).toBe(200);
    expect((await fetch(`${a.base}/api/users/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("serve a photo uploaded to the other, and the narrower copies either makes", async () => {
    const admin = await createUser(db, { role: "admin", password: "admin-password", cookieSecret: PROCESS_COOKIE_SECRET });
    const cookie = await signInOverHttp(a.base, admin.email, "admin-password", admin.totpSecret ?? undefined);
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 30, g: 90, b: 150 } } }).jpeg().toBuffer();
    const uploaded = await fetch(`${a.base}/api/business/photos`, { method: "POST", headers: { "content-type": "image/jpeg", cookie }, body: photo });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const bytes = async (response: Response) => {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      return Buffer.from(await response.arrayBuffer());
    };
    const fromB = await bytes(await fetch(`${b.base}${url}`));
    expect(fromB.equals(await bytes(await fetch(`${a.base}${url}`)))).toBe(true);
    expect(await sharp(fromB).metadata()).toMatchObject({ format: "webp", width: 1000, height: 500 });
    // A copy made by B is stored in the shared folder and served by A as it is.
    const narrowB = await bytes(await fetch(`${b.base}${url}?w=320`));
    expect(narrowB.equals(await bytes(await fetch(`${a.base}${url}?w=320`)))).toBe(true);
    expect(readdirSync(filesDir, { recursive: true }).length).toBeGreaterThan(0);
  });

  it("lose no email when one is killed mid-send: only the message it was sending may arrive twice", async () => {
    // A third instance on the same database, with a short lease, to be killed with SIGKILL.
    const victim = await startServer({ databaseUrl: database.url, env: instanceEnv({ OUTBOX_LEASE_SECONDS: "3", MAIL_FROM: VICTIM_SENDER }) });
    const instances = [a, b, victim];
    // The mail server takes each message and keeps its answer back: a sending worker stays busy
    // with it, so A and B each hold one, and the victim gets one of the rest.
    const before = await lastOutboxId();
    const cookies = await signedInClients(6, (index) => instances[index % 3] as ServerProcess);
    const slots = await freeSlots(a.base, 6);
    smtp.setMode("hold");
    const statuses = await Promise.all(cookies.map((cookie, index) => book(instances[index % 3]?.base ?? "", cookie, slots[index] ?? "")));
    expect(statuses).toEqual(cookies.map(() => 201));
    const sentByVictim = () => smtp.messages.filter((mail) => sendersOf(mail).includes(VICTIM_SENDER));
    await smtp.waitFor(() => sentByVictim().length > 0, "a message from the instance to kill", 30_000);
    expect(await victim.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    // One worker sends one message at a time: the one it was sending when it died.
    const inFlight = sentByVictim().map((mail) => mail.messageId);
    expect(inFlight).toHaveLength(1);

    smtp.setMode("accept");
    smtp.releaseHeld();
    // The victim's lease runs out and A or B takes its message over: nothing due stays waiting.
    const waiting = (row: { status: string }) => row.status === "queued" || row.status === "retrying";
    await eventually(async () => !(await emailsQueuedSince(0)).some(waiting), "every email handled after the kill");
    const rows = await emailsQueuedSince(0);
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    expect((await emailsQueuedSince(before)).length).toBe(12);
    await smtp.waitFor(() => rows.every((row) => arrivals().has(row.messageId)), "every sent message arrived");

    // Every message of the whole run arrived; the only one that arrived twice is the one the
    // victim was sending, tried a second time under the same Message-ID.
    const counts = arrivals();
    for (const row of rows) expect(counts.get(row.messageId), row.recipient).toBeGreaterThanOrEqual(1);
    expect([...counts].filter(([, count]) => count > 1).map(([id]) => id)).toEqual(inFlight);
    expect(counts.get(inFlight[0] ?? "")).toBe(2);
    expect(rows.find((row) => row.messageId === inFlight[0])).toMatchObject({ status: "sent", attempts: 2 });
  });
});
