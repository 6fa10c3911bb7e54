import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { loadConfig, MASTER_KEY_FILE } from "../server/env";
import { unwrapKey, wrappingKeyId } from "../server/files/document-vault";
import { createUser, signIn, TEST_COOKIE_SECRET } from "../server/testing/factories";
import { createSqliteTestDatabase, type SqliteTestDatabase } from "../server/testing/test-db";
import { multipartFile } from "../server/testing/multipart-form";
import type { FastifyInstance } from "fastify";

/**
 * `npm run files:rotate-key` (decision 0254) on the key file the first start made beside the
 * database: every document's key is wrapped under a new master key, the file holds it alone, and
 * the documents still open with it, through a server started on the new file.
 */
let database: SqliteTestDatabase;
let app: FastifyInstance;
const environment = () => ({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: `file:${database.file}`, COOKIE_SECRET: TEST_COOKIE_SECRET, CLAMD_ADDRESS: "127.0.0.1:9" });

beforeAll(async () => {
  database = await createSqliteTestDatabase();
  app = await buildApp({ config: loadConfig(environment(), () => {}), db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.cleanup();
});

async function uploadPdf(server: FastifyInstance, cookies: Record<string, string>, appointmentId: number) {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
  const response = await server.inject({ method: "POST", url: `/api/appointments/${appointmentId}/documents`, cookies, ...(await multipartFile(pdf, "w2.pdf")) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe("npm run files:rotate-key", () => {
  it("re-wraps every document key under a new key in the key file, which then holds it alone", async () => {
    const client = await createUser(database.db);
    const cookies = await signIn(app, client);
    const { id: appointmentId } = await database.db.appointment.create({ data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(Date.now() + 7 * 86_400_000), status: "confirmed" } });
    const ids = [await uploadPdf(app, cookies, appointmentId), await uploadPdf(app, cookies, appointmentId)];
    const keyFile = join(database.file, "..", MASTER_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const before = loadConfig(environment(), () => {}).documents.masterKeys ?? [];
    const fileKeys = await Promise.all(ids.map(async (id) => unwrapKey(before, id, (await database.db.document.findUniqueOrThrow({ where: { id } })).wrappedKey as string)));

    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/rotate-files-key.ts"], { cwd: process.cwd(), env: { ...process.env, ...environment() }, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/re-wrapped 2 document keys/);

    const after = loadConfig(environment(), () => {}).documents.masterKeys ?? [];
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(before[0]?.id);
    expect(readFileSync(keyFile, "utf8").trim().split("\n")).toHaveLength(1);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    for (const [index, id] of ids.entries()) {
      const wrapped = (await database.db.document.findUniqueOrThrow({ where: { id } })).wrappedKey as string;
      expect(wrappingKeyId(wrapped)).toBe(after[0]?.id);
      expect(unwrapKey(after, id, wrapped).equals(fileKeys[index] as Buffer)).toBe(true);
      expect(() => unwrapKey(before, id, wrapped)).toThrow();
    }
  });
});
