import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("cross-site request refusal", () => {
  let t: TestApp;
  let cookies: { sid: string; rt: string };
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signIn(t.app, await createUser(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const HOST = "tax.example";
  const me = () => t.app.inject({ method: "GET", url: "/api/users/me", cookies, headers: { host: HOST } });

  it("refuses a state-changing request from another site's page and leaves the session alone", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      cookies,
      headers: { host: HOST, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_MESSAGES.auth.foreignOrigin, code: "auth.foreignOrigin" });
    expect((await me()).statusCode).toBe(200);
  });

  it("refuses tRPC mutations from another site too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      cookies,
      headers: { host: HOST, origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect((await me()).statusCode).toBe(200);
  });

  it("refuses a cross-site request without an Origin when the browser says so, and the 'null' origin", async () => {
    const payload = { fullName: "X", phone: null };
    const noOrigin = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload,
      headers: { host: HOST, "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload,
      headers: { host: HOST, origin: "null" },
    });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it("refuses a foreign sign-in attempt (login CSRF) even without a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "someone@example.com", password: "whatever" },
      headers: { host: HOST, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the site's own origin, tools that send no Origin, and reads from anywhere", async () => {
    const own = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload: { fullName: "Same Site", phone: null },
      headers: { host: HOST, origin: `http://${HOST}`, "sec-fetch-site": "same-origin", referer: `http://${HOST}/settings` },
    });
    expect(own.statusCode).toBe(200);
    const tool = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload: { fullName: "Script", phone: null },
      headers: { host: HOST },
    });
    expect(tool.statusCode).toBe(200);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/availability?date=2030-01-07",
      headers: { host: HOST, origin: "https://elsewhere.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("compares against the forwarded host behind a trusted proxy", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const user = await createUser(proxied.db);
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
        headers: { host: "127.0.0.1:3000", "x-forwarded-host": HOST, "x-forwarded-proto": "https", origin: `https://${HOST}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("refuses what slipped through before (issue 29 item 9): same-site, a foreign Referer, another scheme or port", async () => {
    const attempt = (headers: Record<string, string>) =>
      t.app.inject({ method: "PUT", url: "/api/users/profile", cookies, payload: { fullName: "Forged", phone: null }, headers: { host: HOST, ...headers } });
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
      { origin: `https://${HOST}` },
      { origin: `http://${HOST}:8080` },
      { origin: `http://shop.${HOST}` },
    ];
    for (const headers of cases) {
      const response = await attempt(headers);
      expect([response.statusCode, response.json()], JSON.stringify(headers)).toEqual([403, { message: API_MESSAGES.auth.foreignOrigin, code: "auth.foreignOrigin" }]);
    }
    expect((await me()).json()).not.toMatchObject({ fullName: "Forged" });
  });

  it("accepts the public address (APP_URL) as the site's own, behind a proxy that does not say the scheme", async () => {
    const behind = await createTestApp({ env: { APP_URL: `https://${HOST}` } });
    try {
      const user = await createUser(behind.db);
      const response = await behind.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
        headers: { host: HOST, origin: `https://${HOST}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
