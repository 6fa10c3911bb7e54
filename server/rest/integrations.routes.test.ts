import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies, clientCookies } = await createAppWithAccounts({ app: { env: { API_KEY_MAX_FAILURES_PER_HOUR: "5" } } }));
});
afterAll(() => t.close());

async function createKey(scope: "read" | "write", name = `${scope} key`): Promise<{ id: number; key: string }> {
  const response = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload: { name, scope } });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { key: string; api_key: { id: number } };
  return { id: body.api_key.id, key: body.key };
}

const withKey = (key: string, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers }, remoteAddress: "203.0.113.10" });

describe("API keys", () => {
  it("shows the key once, keeps only its hash, and lists it without the key", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload: { name: "  Bookkeeping sync  ", scope: "read" } });
    expect(response.statusCode).toBe(201);
    const created = response.json() as { message: string; key: string; api_key: Record<string, unknown> };
    expect(created.message).toBe(API_MESSAGES.integrations.keyCreated);
    expect(created.key).toMatch(/^txp_[A-Za-z0-9_-]{43}$/);
    expect(created.api_key).toMatchObject({ name: "Bookkeeping sync", scope: "read", prefix: created.key.slice(0, 12), last_used_at: null, revoked_at: null });

    const stored = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.api_key.id as number } });
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const list = await t.app.inject({ method: "GET", url: "/api/api-keys", cookies: adminCookies });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(stored.hash);
  });

  it("refuses a nameless key or an unknown scope, naming the problem", async () => {
    const nameless = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload: { name: " ", scope: "read" } });
    expect([nameless.statusCode, nameless.json()]).toEqual([400, { message: "Give the key a name, such as the tool that will use it.", code: "validation.keyNameRequired" }]);
    const scope = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload: { name: "x", scope: "admin" } });
    expect([scope.statusCode, scope.json()]).toEqual([400, { message: "The scope must be read or write.", code: "validation.keyScope" }]);
  });

  it("is for admins only, on both transports", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/api-keys" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/api-keys", cookies: clientCookies })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/webhooks", cookies: clientCookies, payload: {} })).statusCode).toBe(403);
    expect((await trpcCall(t.app, "query", "integrations.apiKeys", { cookies: clientCookies })).status).toBe(403);
    expect((await trpcCall(t.app, "query", "integrations.apiKeys", { cookies: adminCookies })).status).toBe(200);
  });
});

describe("Authorization: Bearer", () => {
  it("lets a read key read what an admin reads, and nothing else", async () => {
    const { key } = await createKey("read");
    expect((await withKey(key, "GET", "/api/appointments/all")).statusCode).toBe(200);
    expect((await withKey(key, "GET", "/api/clients")).statusCode).toBe(200);
    const change = await withKey(key, "PUT", "/api/appointments/1/confirm");
    expect([change.statusCode, change.json()]).toEqual([403, { message: API_MESSAGES.integrations.readOnlyKey, code: "integrations.readOnlyKey" }]);
    expect((await withKey(key, "POST", "/api/api-keys", { name: "escalate", scope: "write" })).statusCode).toBe(403);
    // The paths a client shares with the office (issue 32) refuse a read key the same way.
    for (const [method, url, payload] of [
      ["PUT", "/api/appointments/1/reschedule", { new_appointment_time: "2030-01-07T17:00:00.000Z" }],
      ["DELETE", "/api/appointments/1", {}],
      ["PUT", "/api/appointments/1/outcome", { outcome: "no_show" }],
    ] as const) {
      const refused = await withKey(key, method, url, payload);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: API_MESSAGES.integrations.readOnlyKey, code: "integrations.readOnlyKey" }]);
    }
    // And the owner's counts are there to read.
    expect((await withKey(key, "GET", "/api/reports/appointments")).statusCode).toBe(200);
  });

  it("lets a write key change things, with no Origin check and no cookies set", async () => {
    const { key } = await createKey("write");
    const blocked = await withKey(
      key,
      "POST",
      "/api/blocked-times",
      { start_time: "2030-01-07T09:00", end_time: "2030-01-07T10:00", reason: "Sync from the tool" },
      { origin: "https://elsewhere.example" },
    );
    expect(blocked.statusCode).toBe(201);
    expect(blocked.headers["set-cookie"]).toBeUndefined();
    const logout = await withKey(key, "POST", "/api/logout");
    expect(logout.headers["set-cookie"]).toBeUndefined();
  });

  it("cannot hand out access: no key makes or removes keys, webhooks or the feed address (issue 29 item 3)", async () => {
    const { key } = await createKey("write");
    const { id: otherKeyId } = await createKey("read");
    const refused = [
      await withKey(key, "POST", "/api/api-keys", { name: "escalate", scope: "write" }),
      await withKey(key, "DELETE", `/api/api-keys/${otherKeyId}`),
      await withKey(key, "POST", "/api/webhooks", { url: "https://93.184.215.14/hook", events: ["contact.received"] }),
      await withKey(key, "DELETE", "/api/webhooks/1"),
      await withKey(key, "GET", "/api/calendar-feed"),
      await withKey(key, "POST", "/api/calendar-feed/rotate"),
    ];
    for (const answer of refused) {
      expect([answer.statusCode, answer.json()]).toEqual([403, { message: API_MESSAGES.integrations.keyCannotManageAccess, code: "integrations.keyCannotManageAccess" }]);
    }
    expect(await t.db.apiKey.count({ where: { name: "escalate" } })).toBe(0);
    expect((await t.db.apiKey.findUnique({ where: { id: otherKeyId } }))?.revokedAt).toBeNull();
    // It may still read the lists, and the reference says these paths take a session only.
    expect((await withKey(key, "GET", "/api/api-keys")).statusCode).toBe(200);
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.paths["/api/api-keys"].post.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths["/api/api-keys"].get.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
  });

  it("acts for the office, not a person: paths of one signed-in person refuse it", async () => {
    const { key } = await createKey("write");
    const mine = await withKey(key, "GET", "/api/appointments/my");
    expect([mine.statusCode, mine.json()]).toEqual([403, { message: API_MESSAGES.integrations.keyNeedsPerson, code: "integrations.keyNeedsPerson" }]);
    expect((await withKey(key, "GET", "/api/users/me")).statusCode).toBe(403);
  });

  it("is refused on tRPC, even a valid key", async () => {
    const { key } = await createKey("write");
    const response = await t.app.inject({ method: "GET", url: "/trpc/integrations.apiKeys", headers: { authorization: `Bearer ${key}` } });
    expect(response.statusCode).toBe(401);
    expect((response.json() as { error: { message: string } }).error.message).toBe(API_MESSAGES.integrations.keyNotOnTrpc);
  });

  it("records when a key was last used, and refuses it at once when revoked", async () => {
    const { id, key } = await createKey("read");
    expect((await withKey(key, "GET", "/api/appointments/all")).statusCode).toBe(200);
    expect((await t.db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();

    const revoked = await t.app.inject({ method: "DELETE", url: `/api/api-keys/${id}`, cookies: adminCookies });
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as { revoked_at: string | null }).revoked_at).not.toBeNull();
    const refused = await withKey(key, "GET", "/api/appointments/all");
    expect([refused.statusCode, refused.json()]).toEqual([401, { message: API_MESSAGES.integrations.keyInvalid, code: "integrations.keyInvalid" }]);
    expect((await t.app.inject({ method: "DELETE", url: "/api/api-keys/999999", cookies: adminCookies })).statusCode).toBe(404);
  });

  it("limits failed attempts per address, answering 429 with Retry-After", async () => {
    const guess = (remoteAddress: string) =>
      t.app.inject({ method: "GET", url: "/api/appointments/all", headers: { authorization: "Bearer txp_guess" }, remoteAddress });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess("198.51.100.7")).statusCode).toBe(401);
    const limited = await guess("198.51.100.7");
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: API_MESSAGES.integrations.tooManyKeyFailures, code: "integrations.tooManyKeyFailures" }]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await guess("198.51.100.8")).statusCode).toBe(401);
  });
});

describe("webhook endpoints", () => {
  const register = (url: string, events: string[] = ["contact.received"]) =>
    t.app.inject({ method: "POST", url: "/api/webhooks", cookies: adminCookies, payload: { url, events } });

  it("refuses plain http and private, loopback, link-local and metadata addresses (server-side request forgery)", async () => {
    const refusals = {
      "http://hooks.example.com/in": API_MESSAGES.integrations.webhookNeedsHttps,
      "https://127.0.0.1/in": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://10.1.2.3/in": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://192.168.0.10/in": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://169.254.169.254/latest/meta-data": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://[::1]/in": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://[::ffff:10.0.0.1]/in": API_MESSAGES.integrations.webhookPrivateAddress,
      "https://localhost/in": API_MESSAGES.integrations.webhookPrivateAddress,
    };
    for (const [url, message] of Object.entries(refusals)) {
      const response = await register(url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message, code: expect.any(String) }]);
    }
    expect(await t.db.webhookEndpoint.count()).toBe(0);
  });

  it("accepts a public https address with its events, and shows the signing secret once", async () => {
    const response = await register("https://93.184.215.14/hooks", ["appointment.confirmed", "appointment.confirmed", "contact.received"]);
    expect(response.statusCode).toBe(201);
    const created = response.json() as { secret: string; webhook: { id: number; events: string[] } };
    expect(created.webhook.events).toEqual(["appointment.confirmed", "contact.received"]);
    expect(created.secret).toMatch(/^whsec_/);
    const list = await t.app.inject({ method: "GET", url: "/api/webhooks", cookies: adminCookies });
    expect(list.json()).toEqual([expect.objectContaining({ id: created.webhook.id, url: "https://93.184.215.14/hooks" })]);
    expect(list.body).not.toContain(created.secret);
    expect((await t.app.inject({ method: "DELETE", url: `/api/webhooks/${created.webhook.id}`, cookies: adminCookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/webhooks/${created.webhook.id}`, cookies: adminCookies })).statusCode).toBe(404);
  });

  it("refuses an unknown event or none", async () => {
    expect((await register("https://93.184.215.14/hooks", [])).json()).toEqual({ message: "Choose at least one event.", code: "validation.webhookEventsRequired" });
    expect((await register("https://93.184.215.14/hooks", ["appointment.deleted"])).json()).toEqual({ message: "Choose events from the list.", code: "validation.webhookEventUnknown" });
  });
});
