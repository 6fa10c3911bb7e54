import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSALS_RECORDED_PER_HOUR } from "../services/audit/audit.service";
import type { CreatedApiKey } from "../shared/integrations.schema";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * Issue 29 item 16: refused requests (403) of a person or a key, and keys that are not valid, are
 * in the audit trail, bounded so a loop of refusals cannot fill it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_MAX_FAILURES_PER_HOUR: "3" } });
});
afterAll(async () => {
  await t.close();
});

const refusalsOf = (where: { userId?: number; apiKeyId?: number }) => t.db.auditEvent.count({ where: { action: "access.refused", ...where } });

describe("refusals in the audit trail", () => {
  it("records a person's 403s on both transports, at most REFUSALS_RECORDED_PER_HOUR an hour", async () => {
    const client = await createUser(t.db);
    const cookies = await signIn(t.app, client);
    expect((await trpcCall(t.app, "query", "clients.list", { cookies, input: {} })).status).toBe(403);
    expect(await refusalsOf({ userId: client.id })).toBe(1);
    await Promise.all(Array.from({ length: REFUSALS_RECORDED_PER_HOUR + 5 }, () => t.app.inject({ method: "GET", url: "/api/clients", cookies })));
    expect(await refusalsOf({ userId: client.id })).toBe(REFUSALS_RECORDED_PER_HOUR);
  });

  it("records a read key's refused write and a revoked key's use by name, and stops recording bad keys past the address's limit", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const adminCookies = await signIn(t.app, admin);
    const created = (await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload: { name: "Read-only report", scope: "read" } }))
      .json() as CreatedApiKey;
    const asKey = { authorization: `Bearer ${created.key}` };
    expect((await t.app.inject({ method: "POST", url: "/api/blocked-times", headers: asKey, payload: {} })).statusCode).toBe(403);
    expect(await refusalsOf({ apiKeyId: created.api_key.id })).toBe(1);

    await t.app.inject({ method: "DELETE", url: `/api/api-keys/${created.api_key.id}`, cookies: adminCookies });
    expect((await t.app.inject({ method: "GET", url: "/api/clients", headers: asKey, remoteAddress: "192.0.2.90" })).statusCode).toBe(401);
    const revokedUse = await t.db.auditEvent.findFirstOrThrow({ where: { action: "api_key.rejected", ip: "192.0.2.90" } });
    expect(revokedUse).toMatchObject({ apiKeyId: created.api_key.id, actorLabel: "Read-only report", subjectId: String(created.api_key.id) });

    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.app.inject({ method: "GET", url: "/api/clients", headers: { authorization: `Bearer txp_guess-${index}` }, remoteAddress: "192.0.2.91" }),
      ),
    );
    expect(guesses.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    expect(await t.db.auditEvent.count({ where: { action: "api_key.rejected", ip: "192.0.2.91" } })).toBe(3);
  });
});
