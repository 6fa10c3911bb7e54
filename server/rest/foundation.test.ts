import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PRECOMPRESSED_BODY, testClientDir } from "../testing/test-client-dir";

describe("server foundation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the health check after asking the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 401 JSON for the current user when nobody is signed in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/users/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it("answers 404 JSON with a message for an unknown API path", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("/api/does-not-exist");
  });

  it("answers 400 JSON for a malformed JSON body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/users/me",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON.", code: "request.invalidJson" });
  });

  it("sends an API answer the API's security headers, not a page's policy", async () => {
    for (const url of ["/api/health", "/api/users/me", "/api/does-not-exist", "/trpc/services.list"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      // Page-only headers stay off JSON.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
      // Issue 29 item 11: no cache keeps an API answer.
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("the pages' Content-Security-Policy", () => {
  const policyWith = async (env: Record<string, string>) => {
    const t = await createTestApp({ env, clientDir: testClientDir() });
    try {
      return String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    } finally {
      await t.close();
    }
  };
  const scriptSources = (policy: string) => policy.split(";").find((directive) => directive.startsWith("script-src"));

  it("lets the page's own inline script run by its hash, and no other inline script (decision 0259)", async () => {
    const t = await createTestApp({ clientDir: testClientDir() });
    try {
      const response = await t.app.inject({ method: "GET", url: "/" });
      const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain("data-mantine-color-scheme");
      const hash = createHash("sha256").update(inline[0] as string).digest("base64");
      expect(scriptSources(String(response.headers["content-security-policy"]))).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await t.close();
    }
  });

  it("lists the maps and analytics hosts only when each is configured (issue 29 item 11)", async () => {
    const bare = await policyWith({});
    expect(scriptSources(bare)).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(bare).not.toMatch(/google|gstatic/);

    const withMaps = scriptSources(await policyWith({ GOOGLE_MAPS_API_KEY: "maps-key" }));
    expect(withMaps).toContain("https://maps.googleapis.com");
    expect(withMaps).not.toContain("googletagmanager");

    const withAnalytics = scriptSources(await policyWith({ VITE_GA_MEASUREMENT_ID: "G-TEST123" }));
    expect(withAnalytics).toContain("https://www.googletagmanager.com");
    expect(withAnalytics).not.toContain("maps.googleapis.com");
  });
});

describe("database invariants", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a second user whose email differs only in case", async () => {
    await t.db.user.create({ data: { email: "ana@example.com", fullName: "Ana", passwordHash: "x" } });
    await expect(
      t.db.user.create({ data: { email: "ANA@example.com", fullName: "Ana", passwordHash: "x" } }),
    ).rejects.toThrow();
  });

  it("lets only one pending or confirmed appointment hold a start time", async () => {
    const user = await t.db.user.create({ data: { email: "bo@example.com", fullName: "Bo", passwordHash: "x" } });
    const appointmentTime = new Date("2030-01-07T17:00:00.000Z");
    const base = { userId: user.id, service: "Personal Tax Prep", appointmentTime };
    await t.db.appointment.create({ data: { ...base, status: "cancelled" } });
    await t.db.appointment.create({ data: { ...base, status: "pending" } });
    await expect(t.db.appointment.create({ data: { ...base, status: "confirmed" } })).rejects.toThrow();
    expect(await t.db.appointment.count({ where: { appointmentTime } })).toBe(2);
  });
});

describe("serving the built client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: testClientDir() });
  });
  afterAll(async () => {
    await t.close();
  });

  it("never sends a source map (issue 29 item 20)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js.map" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret-source");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/main-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("sends pages, their files and the API reference the page's security headers", async () => {
    for (const url of ["/", "/book", "/assets/main-abc123.js", "/favicon.svg", "/api/docs"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("sends the build's own Brotli copy of a file as it is, and says the answer varies by encoding", async () => {
    const compressed = await t.app.inject({ method: "GET", url: "/assets/app-def456.js", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-type"]).toContain("javascript");
    expect(compressed.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PRECOMPRESSED_BODY);
    // Without Brotli (and no .gz copy), the file itself, compressed on the fly.
    const gzipped = await t.app.inject({ method: "GET", url: "/assets/app-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain("yyyy");
  });

  it("answers client routes with index.html, never cached", async () => {
    for (const url of ["/", "/dashboard", "/admin/availability"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("still answers unknown API paths with 404 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
