import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClientDir } from "../testing/test-client-dir";
import { matchesEtag, preferredEncoding } from "./page-encodings";

describe("preferredEncoding and matchesEtag", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("matches an ETag in a list, weak or strong, or *", () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag("*", 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});

describe("a page served from memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: testClientDir() });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("sends the same HTML compressed with br or gzip, or plain, with one ETag", async () => {
    const plain = await get("/services");
    const br = await get("/services", { "accept-encoding": "gzip, br" });
    const gzip = await get("/services", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers["cache-control"]).toBe("no-cache");
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the business profile changes", async () => {
    const first = await get("/");
    const etag = first.headers.etag as string;
    const again = await get("/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
    await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { name: "Renamed Tax Office" } });
    const changed = await get("/", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("Renamed Tax Office");
  });

  it("still renders an unknown path as an uncached 404 page", async () => {
    const missing = await get("/no-such-page", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
