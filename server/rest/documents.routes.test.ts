import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../env";
import { newMasterKey } from "../files/document-vault";
import { DOCUMENT_LIMITS } from "../shared/documents.schema";
import { API_MESSAGES } from "../shared/api-messages";
import { createUser, signIn, TEST_COOKIE_SECRET } from "../testing/factories";
import { clamdAddress, EICAR, startTestClamd, type TestClamd } from "../testing/test-clamd";
import { testClock } from "../testing/test-clock";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { multipartFile } from "../testing/multipart-form";

/**
 * Clients' intake answers and documents (issue 34, decision 0254), over the real server and a real
 * clamd: answers make the checklist, uploads are typed from their bytes, sealed at rest, held
 * until the malware check passes and downloaded by the office only, as an attachment, through a
 * short-lived link; every step is in the audit trail, and the retention rule erases for good.
 */
const clock = testClock("2027-02-01T17:00:00.000Z");
const MASTER_KEY = newMasterKey().bytes.toString("base64");
let clamd: TestClamd;
let t: TestApp;
let admin: Record<string, string>;
let frontDesk: Record<string, string>;
let preparerId: number;
let preparer: Record<string, string>;
let otherPreparer: Record<string, string>;
let clientId: number;
let client: Record<string, string>;
let otherClient: Record<string, string>;

beforeAll(async () => {
  clamd = await startTestClamd();
  t = await createTestApp({
    now: clock.now,
    env: { CLAMD_ADDRESS: clamdAddress(clamd), FILES_MASTER_KEY: MASTER_KEY },
  });
  admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
  frontDesk = await signIn(t.app, await createUser(t.db, { role: "front_desk" }));
  const preparerUser = await createUser(t.db, { role: "preparer" });
  preparerId = preparerUser.id;
  preparer = await signIn(t.app, preparerUser);
  otherPreparer = await signIn(t.app, await createUser(t.db, { role: "preparer" }));
  const clientUser = await createUser(t.db);
  clientId = clientUser.id;
  client = await signIn(t.app, clientUser);
  otherClient = await signIn(t.app, await createUser(t.db));
}, 60_000);
afterAll(async () => {
  await t.close();
  await clamd.close();
});
beforeEach(() => clock.reset());

/** An upcoming appointment of the client, with the preparer, written straight to the database. */
let slot = 0;
async function appointment(at = new Date(Date.parse("2027-02-10T17:00:00.000Z") + slot++ * 3600_000).toISOString(), status = "confirmed") {
  const row = await t.db.appointment.create({ data: { userId: clientId, preparerId, service: "Personal Tax Prep", appointmentTime: new Date(at), status } });
  return row.id;
}

/** A one-page PDF with `extra` in it (a script, a test signature). */
const pdf = (extra = "") =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

async function upload(appointmentId: number, bytes: Buffer, { name = "w2.pdf", type = "application/pdf", item, cookies = client }: { name?: string; type?: string; item?: string; cookies?: Record<string, string> } = {}) {
  return t.app.inject({ method: "POST", url: `/api/appointments/${appointmentId}/documents${item ? `?item=${item}` : ""}`, cookies, ...(await multipartFile(bytes, name, type)) });
}

const folder = (appointmentId: number, cookies = client) => t.app.inject({ method: "GET", url: `/api/appointments/${appointmentId}/documents`, cookies });
const link = (documentId: string, cookies = admin) => t.app.inject({ method: "POST", url: `/api/documents/${documentId}/link`, cookies });
const follow = (url: string, cookies = admin) => t.app.inject({ method: "GET", url, cookies });
const auditActions = async (appointmentId: number) =>
  (await t.db.auditEvent.findMany({ where: { subjectType: "appointment", subjectId: String(appointmentId) }, orderBy: { id: "asc" } })).map((event) => event.action);

describe("the intake questionnaire", () => {
  it("is the service's questions; the answers make the checklist, and the client may change them until the office reviews them", async () => {
    const id = await appointment();
    const view = await t.app.inject({ method: "GET", url: `/api/appointments/${id}/intake`, cookies: client });
    expect(view.statusCode, view.body).toBe(200);
    const { questionnaire } = view.json() as { questionnaire: { questions: { key: string; type: string }[] } };
    expect(questionnaire.questions.map((question) => question.key)).toContain("income");

    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/appointments/${id}/intake`,
      cookies: client,
      payload: { answers: { filing_status: "single", dependents: 0, income: ["wages", "self_employed"], surprise: "dropped" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ answers: { income: ["wages", "self_employed"] }, reviewed_at: null });
    expect((saved.json() as { answers: object }).answers).not.toHaveProperty("surprise");

    const keys = ((await folder(id)).json() as { checklist: { key: string }[] }).checklist.map((item) => item.key);
    expect(keys).toEqual(expect.arrayContaining(["photo_id", "w2", "1099_nec", "business_expenses"]));
    expect(keys).not.toContain("rents");

    const reviewed = await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/intake/reviewed`, cookies: preparer, payload: { reviewed: true } });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const late = await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/intake`, cookies: client, payload: { answers: { filing_status: "single", dependents: 0, income: ["wages"] } } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: API_MESSAGES.documents.reviewed });
    expect(await auditActions(id)).toEqual(["intake.answered", "intake.reviewed"]);
  });

  it("answers the same over tRPC, and refuses an answer that is not offered", async () => {
    const id = await appointment();
    const wrong = await trpcCall(t.app, "mutation", "documents.saveIntake", { input: { id, answers: { filing_status: "royal" } }, cookies: client });
    expect(wrong.error?.code).toBe("BAD_REQUEST");
    const view = await trpcCall(t.app, "query", "documents.intake", { input: { id }, cookies: client });
    expect(view.data).toMatchObject({ appointment_id: id, answers: {} });
  });
});

describe("uploads", () => {
  it("are sealed at rest, wait for the malware check, and reach the office only as an attachment", async () => {
    const id = await appointment();
    const original = pdf();
    const response = await upload(id, original, { name: "C:\\Users\\me\\My W-2 (2026).pdf", item: "photo_id" });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json() as { id: string; status: string; name: string; item_key: string };
    expect(document).toMatchObject({ status: "checking", name: "My W-2 (2026).pdf", item_key: "photo_id", content_type: "application/pdf" });

    // At rest: neither the bytes nor the name can be read from the file or the row.
    const row = await t.db.document.findUniqueOrThrow({ where: { id: document.id } });
    const stored = readFileSync(join(t.config.filesDir, row.fileKey as string));
    expect(stored.equals(original)).toBe(false);
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    expect(JSON.stringify(row)).not.toContain("W-2");

    // Not downloadable until clamd says it is clean.
    expect((await link(document.id)).statusCode).toBe(409);
    expect(await t.app.documentJobs.scanDue()).toBeGreaterThanOrEqual(1);
    const office = (await folder(id, admin)).json() as { documents: { id: string; status: string }[] };
    expect(office.documents.find((entry) => entry.id === document.id)?.status).toBe("clean");

    const address = (await link(document.id)).json() as { url: string };
    const download = await follow(address.url);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(original)).toBe(true);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="My W-2 \(2026\)\.pdf"/);
    expect(download.headers["content-security-policy"]).toContain("sandbox");

    // The link is the office person's, on this session, for a minute.
    expect((await follow(address.url, preparer)).statusCode).toBe(403);
    clock.advance(61_000);
    expect((await follow(address.url)).statusCode).toBe(403);

    // Opened: the client can no longer remove it; the office still can.
    const removal = await t.app.inject({ method: "DELETE", url: `/api/documents/${document.id}`, cookies: client });
    expect(removal.statusCode).toBe(409);
    expect((await t.app.inject({ method: "DELETE", url: `/api/documents/${document.id}`, cookies: admin })).statusCode).toBe(200);
    expect(() => readFileSync(join(t.config.filesDir, row.fileKey as string))).toThrow();
    expect(await auditActions(id)).toEqual(["document.uploaded", "document.downloaded", "document.deleted"]);
    const downloaded = await t.db.auditEvent.findFirstOrThrow({ where: { action: "document.downloaded", subjectId: String(id) } });
    expect(downloaded).toMatchObject({ ip: "127.0.0.1" });
    expect(downloaded.userId).not.toBeNull();
  });

  it("are removed by their client until the office has opened them", async () => {
    const id = await appointment();
    const document = (await upload(id, pdf())).json() as { id: string };
    expect((await t.app.inject({ method: "DELETE", url: `/api/documents/${document.id}`, cookies: otherClient })).statusCode).toBe(404);
    expect((await trpcCall(t.app, "mutation", "documents.remove", { input: { id: document.id }, cookies: client })).error).toBeUndefined();
    expect(((await folder(id)).json() as { documents: unknown[] }).documents).toEqual([]);
  });

  it("are typed from their bytes: a lying name or Content-Type changes nothing, a zip is refused unopened, HEIC is not needed to prove it", async () => {
    const id = await appointment();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    const lying = await upload(id, png, { name: "scan.pdf", type: "application/pdf" });
    expect(lying.statusCode, lying.body).toBe(201);
    expect(lying.json()).toMatchObject({ content_type: "image/png", name: "scan.png" });

    const text = await upload(id, Buffer.from("not a pdf at all"), { name: "return.pdf" });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: API_MESSAGES.documents.wrongType });

    // A zip bomb's first bytes are a zip's: refused as a type, never inflated.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048)]);
    expect((await upload(id, zip, { name: "bomb.pdf" })).json()).toMatchObject({ message: API_MESSAGES.documents.wrongType });
  });

  it("keep a PDF with JavaScript, marked, and only ever send it as an attachment", async () => {
    const id = await appointment();
    const scripted = await upload(id, pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"), { name: "form.pdf" });
    expect(scripted.statusCode, scripted.body).toBe(201);
    const document = scripted.json() as { id: string; active_content: boolean };
    expect(document.active_content).toBe(true);
    await t.app.documentJobs.scanDue();
    const download = await follow(((await link(document.id)).json() as { url: string }).url);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("stop at 20 MB a file, while streaming, and at 200 MB an appointment", async () => {
    const id = await appointment();
    const over = await upload(id, Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_LIMITS.fileBytes + 1 - pdf().length)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: API_MESSAGES.documents.tooLarge });

    // 199 MB already there (rows alone: their size is what counts).
    await t.db.document.create({
      data: { id: randomUUID(), appointmentId: id, sealedName: "", contentType: "application/pdf", size: DOCUMENT_LIMITS.appointmentBytes - 1024 * 1024, scanStatus: "clean" },
    });
    const full = await upload(id, Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: API_MESSAGES.documents.appointmentFull });
    expect(((await folder(id)).json() as { documents: unknown[] }).documents).toHaveLength(1);
  });

  it("refuse a checklist item the appointment does not have, and a past appointment", async () => {
    const id = await appointment();
    expect((await upload(id, pdf(), { item: "rents" })).json()).toMatchObject({ message: API_MESSAGES.documents.unknownItem });
    const cancelled = await appointment(undefined, "cancelled");
    expect((await upload(cancelled, pdf())).statusCode).toBe(409);
  });
});

describe("at rest", () => {
  it("a flipped byte fails authentication: nothing of the file is sent", async () => {
    const id = await appointment();
    const document = (await upload(id, pdf())).json() as { id: string };
    await t.app.documentJobs.scanDue();
    const { fileKey } = await t.db.document.findUniqueOrThrow({ where: { id: document.id } });
    const path = join(t.config.filesDir, fileKey as string);
    const sealed = readFileSync(path);
    sealed[40] = (sealed[40] as number) ^ 0x01;
    writeFileSync(path, sealed);
    const download = await follow(((await link(document.id)).json() as { url: string }).url);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toMatchObject({ message: API_MESSAGES.documents.tampered });
  });

  it("a wrong master key fails cleanly: the document is listed, and not sent", async () => {
    const id = await appointment();
    const document = (await upload(id, pdf())).json() as { id: string };
    await t.app.documentJobs.scanDue();
    const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: databaseUrlOf(t), COOKIE_SECRET: TEST_COOKIE_SECRET, FILES_DIR: t.config.filesDir, FILES_MASTER_KEY: newMasterKey().bytes.toString("base64") }, () => {});
    const other = await buildApp({ config, db: t.db, now: clock.now });
    try {
      const listed = await other.inject({ method: "GET", url: `/api/appointments/${id}/documents`, cookies: admin });
      expect(listed.statusCode).toBe(200);
      const address = (await other.inject({ method: "POST", url: `/api/documents/${document.id}/link`, cookies: admin })).json() as { url: string };
      const download = await other.inject({ method: "GET", url: address.url, cookies: admin });
      expect(download.statusCode).toBe(409);
      expect(download.json()).toMatchObject({ message: API_MESSAGES.documents.unreadable });
    } finally {
      await other.close();
    }
  });
});

/** The DATABASE_URL the test app runs on, as loadConfig reads it. */
function databaseUrlOf(app: TestApp): string {
  return app.config.database.engine === "sqlite" ? `file:${app.config.database.file}` : app.config.database.url;
}

describe("the malware check", () => {
  it("quarantines a file carrying the EICAR test signature, and the client is told", async () => {
    const id = await appointment();
    const document = (await upload(id, pdf(`/Note (${EICAR.toString("latin1")})`))).json() as { id: string };
    await t.app.documentJobs.scanDue();
    const client_ = (await folder(id)).json() as { documents: { id: string; status: string; status_note: string | null }[] };
    expect(client_.documents.find((entry) => entry.id === document.id)).toMatchObject({ status: "infected", status_note: null });
    const office = (await folder(id, admin)).json() as { documents: { id: string; status_note: string | null }[] };
    expect(office.documents.find((entry) => entry.id === document.id)?.status_note).toMatch(/Eicar-Test-Signature/);
    expect((await link(document.id)).statusCode).toBe(409);
    expect(await auditActions(id)).toContain("document.quarantined");
  });

  it("keeps files waiting while clamd is down, with the reason for the office, and checks them when it returns", async () => {
    const id = await appointment();
    await clamd.stop();
    let documentId: string;
    try {
      documentId = ((await upload(id, pdf())).json() as { id: string }).id;
      await t.app.documentJobs.scanDue();
      const waiting = (await folder(id, admin)).json() as { documents: { id: string; status: string; status_note: string }[] };
      expect(waiting.documents.find((entry) => entry.id === documentId)).toMatchObject({ status: "unchecked", status_note: expect.stringMatching(/clamd could not be reached/) });
      expect((await link(documentId)).statusCode).toBe(409);
    } finally {
      await clamd.start();
    }
    // Not before its retry is due; then clean.
    await t.app.documentJobs.scanDue();
    expect((await t.db.document.findUniqueOrThrow({ where: { id: documentId } })).scanStatus).toBe("unchecked");
    clock.advance(61_000);
    await t.app.documentJobs.scanDue();
    expect((await t.db.document.findUniqueOrThrow({ where: { id: documentId } })).scanStatus).toBe("clean");
  });
});

describe("who may open a folder", () => {
  it("the client and the owner and the appointment's preparer; not another client, another preparer, the front desk or an API key", async () => {
    const id = await appointment();
    expect((await folder(id)).statusCode).toBe(200);
    expect((await folder(id, admin)).statusCode).toBe(200);
    expect((await folder(id, preparer)).statusCode).toBe(200);
    expect((await folder(id, otherClient)).statusCode).toBe(404);
    expect((await folder(id, otherPreparer)).statusCode).toBe(403);
    expect((await folder(id, frontDesk)).statusCode).toBe(403);
    const key = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: admin, payload: { name: "Zapier", scope: "write" } });
    const bearer = (key.json() as { key: string }).key;
    const byKey = await t.app.inject({ method: "GET", url: `/api/appointments/${id}/documents`, headers: { authorization: `Bearer ${bearer}` } });
    expect(byKey.statusCode).toBe(403);
    expect((await upload(id, pdf(), { cookies: otherPreparer })).statusCode).toBe(403);
  });

  it("only the client answers; the office asks for more by hand, and the client is emailed", async () => {
    const id = await appointment();
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/intake`, cookies: admin, payload: { answers: {} } })).statusCode).toBe(403);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/appointments/${id}/document-requests`,
      cookies: preparer,
      payload: { label: { en: "Form 1095-A from Covered California", es: "Formulario 1095-A de Covered California" } },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const item = (asked.json() as { key: string; source: string; label: { en: string } }[]).find((entry) => entry.source === "office");
    expect(item?.label.en).toBe("Form 1095-A from Covered California");
    expect((await upload(id, pdf(), { item: item?.key })).statusCode).toBe(201);
    const again = await t.app.inject({ method: "POST", url: `/api/appointments/${id}/document-requests`, cookies: admin, payload: { label: { en: "form 1095-a from covered california", es: "x" } } });
    expect(again.statusCode).toBe(409);
    const emails = await t.db.outboxMessage.findMany({ where: { channel: "email", kind: "client.documents-requested" } });
    expect(emails.filter((email) => (JSON.parse(email.payload) as { appointment: { id: number } }).appointment.id === id)).toHaveLength(1);
  });
});

describe("the reminder and the retention rule", () => {
  it("reminds the client once, two days before, of the items still missing", async () => {
    const id = await appointment("2027-02-03T16:00:00.000Z");
    const count = async () =>
      (await t.db.outboxMessage.findMany({ where: { channel: "email", kind: "client.documents-missing" } })).filter(
        (row) => (JSON.parse(row.payload) as { appointment: { id: number } }).appointment.id === id,
      ).length;
    await t.app.documentJobs.remindMissing();
    expect(await count()).toBe(1);
    await t.app.documentJobs.remindMissing();
    expect(await count()).toBe(1);
  });

  it("sends no reminder for an appointment booked within those two days: its booking email has just gone", async () => {
    const late = await t.db.appointment.create({
      data: { userId: clientId, preparerId, service: "Personal Tax Prep", appointmentTime: new Date("2027-02-02T18:00:00.000Z"), status: "pending", createdAt: clock.now() },
    });
    await t.app.documentJobs.remindMissing();
    const reminders = await t.db.outboxMessage.findMany({ where: { channel: "email", kind: "client.documents-missing" } });
    expect(reminders.filter((row) => (JSON.parse(row.payload) as { appointment: { id: number } }).appointment.id === late.id)).toEqual([]);
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id: late.id } })).documentsRemindedAt).not.toBeNull();
  });

  it("erases documents two years after their appointment, unless the owner keeps them, after listing them 30 days before", async () => {
    const id = await appointment("2027-02-09T17:00:00.000Z");
    const first = ((await upload(id, pdf())).json() as { id: string }).id;
    const second = ((await upload(id, pdf())).json() as { id: string }).id;
    const { fileKey } = await t.db.document.findUniqueOrThrow({ where: { id: first } });

    clock.set("2029-01-19T17:00:00.000Z");
    // Two years on, everyone signs in again.
    const owner = await signIn(t.app, await createUser(t.db, { role: "admin" }));
    const laterPreparer = await signIn(t.app, await createUser(t.db, { role: "preparer" }));
    const listed = await t.app.inject({ method: "GET", url: "/api/documents/expiring", cookies: owner });
    expect(listed.statusCode, listed.body).toBe(200);
    const expiring = listed.json() as { id: string }[];
    expect(expiring.map((entry) => entry.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await t.app.inject({ method: "GET", url: "/api/documents/expiring", cookies: laterPreparer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: `/api/documents/${second}/kept`, cookies: owner, payload: { kept: true } })).json()).toMatchObject({ kept: true });

    clock.set("2029-02-10T17:00:00.000Z");
    expect(await t.app.documentJobs.eraseExpired()).toBeGreaterThanOrEqual(1);
    const erased = await t.db.document.findUniqueOrThrow({ where: { id: first } });
    expect(erased).toMatchObject({ wrappedKey: null, fileKey: null, sealedName: "" });
    expect(erased.erasedAt).not.toBeNull();
    expect(() => readFileSync(join(t.config.filesDir, fileKey as string))).toThrow();
    expect((await t.db.document.findUniqueOrThrow({ where: { id: second } })).wrappedKey).not.toBeNull();
    expect(await auditActions(id)).toContain("document.expired");
  });
});
