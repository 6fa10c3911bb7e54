import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import { seedWorld, WORLD_NOW, type SeededWorld } from "./seeded-world";
import { sessionMinter, type SessionCookies } from "./session-minter";

/**
 * Each input the property tests found that crashed or misanswered the server, kept
 * as a fixed regression test beside the fix it led to.
 */
let t: TestApp;
let base: string;
let world: SeededWorld;
let fingerprints: Fingerprinter;
let admin: SessionCookies;

beforeAll(async () => {
  t = await createTestApp({ now: () => WORLD_NOW });
  world = await seedWorld(t);
  fingerprints = openFingerprinter(t.db);
  admin = await sessionMinter(t, () => WORLD_NOW)(world.users.admin.id);
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t.close();
});

describe("dates outside the years the database can store (were 500)", () => {
  it.each([
    ["GET", "/api/availability?date=9999-12-31", undefined, "date must be between 1900-01-01 and 2999-12-31."],
    ["GET", "/api/appointments/all?from=0000-12-31", undefined, "date must be between 1900-01-01 and 2999-12-31."],
    [
      "POST",
      "/api/appointments",
      { service: "Personal Tax Prep", appointment_time: "9999-12-31T16:00:00-08:00" },
      API_MESSAGES.booking.notASlot,
    ],
    [
      "POST",
      "/api/blocked-times",
      { start_time: "2026-02-30T00:00", end_time: "2026-02-31T23:59" },
      "Times must be ISO-8601 date-times (e.g. 2026-03-02T09:00).",
    ],
    [
      "POST",
      "/api/blocked-times",
      { start_time: "2026-01-01T25:61", end_time: "2026-01-02T09:00" },
      "Times must be ISO-8601 date-times (e.g. 2026-03-02T09:00).",
    ],
    [
      "POST",
      "/api/blocked-times",
      { start_time: "0000-01-01T00:00", end_time: "9999-12-31T23:59" },
      "Times must be between the years 1900 and 2999.",
    ],
  ])("%s %s answers 400 naming the problem", async (method, url, payload, message) => {
    const before = await fingerprints.take();
    const response = await t.app.inject({ method: method as "GET" | "POST", url, cookies: admin, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
    expect(await fingerprints.take()).toEqual(before);
  });
});

describe("text that is not well-formed Unicode (was 500 from the database driver)", () => {
  const contact = { name: "Ana", email: "ana@example.com", message: "Half a pair: \ud800" };

  it("is refused with 400 over REST and tRPC, and nothing is stored", async () => {
    const before = await fingerprints.take();
    const rest = await t.app.inject({ method: "POST", url: "/api/contact", payload: contact });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ message: API_MESSAGES.request.malformedText, code: "request.malformedText" });
    const trpc = await trpcCall(t.app, "mutation", "contact.send", { input: contact });
    expect(trpc.status).toBe(400);
    expect(trpc.error).toEqual({ message: API_MESSAGES.request.malformedText, code: "BAD_REQUEST" });
    expect(await fingerprints.take()).toEqual(before);
  });

  it("still lets a tRPC mutation without input have an empty body, as the client sends it", async () => {
    const logout = await trpcCall(t.app, "mutation", "auth.logout");
    expect(logout.status).toBe(200);
    expect(logout.data).toEqual({ ok: true });
  });
});

describe("addresses the router cannot use (were Fastify's own error shape)", () => {
  it("answers 400 { message } to a path that is not valid percent-encoded UTF-8", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/appointments/%ED%A0%80", cookies: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The address is not valid.", code: "request.addressInvalid" });
  });

  it("answers 414 { message } to a path parameter past its length limit", async () => {
    const response = await t.app.inject({ method: "DELETE", url: `/api/blocked-times/${"9".repeat(101)}`, cookies: admin });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "The address is too long.", code: "request.addressTooLong" });
  });

  it("answers 431 in each transport's shape to a request line past Node's header limit", async () => {
    const rest = await fetch(`${base}/api/availability?date=${"x".repeat(20_000)}`);
    expect(rest.status).toBe(431);
    expect(await rest.json()).toEqual({ message: "The request's address or headers are too long.", code: "request.headersTooLong" });
    const trpc = await fetch(`${base}/trpc/availability.forDate?input=${"x".repeat(20_000)}`);
    expect(trpc.status).toBe(431);
    expect(await trpc.json()).toMatchObject({ error: { message: "The request's address or headers are too long." } });
  });
});

describe("tRPC over compressed HTTP (answered every error as 200 with no content type)", () => {
  it("keeps the real status and content type when the browser accepts br or gzip", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${base}/trpc/users.sessions`, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(401);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toMatchObject({ error: { data: { code: "UNAUTHORIZED", httpStatus: 401 } } });
    }
  });
});

describe("tRPC bodies that are not JSON", () => {
  it("refuses a multipart body before reading it (tRPC buffered any size, past the 64 KB limit)", async () => {
    const port = Number(new URL(base).port);
    // The body is never finished: the answer can only come from a server that did not wait to read it.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const pending = request(
        { host: "127.0.0.1", port, method: "POST", path: "/trpc/contact.send", headers: { "content-type": "multipart/form-data; boundary=x" } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, body });
            pending.destroy();
          });
        },
      );
      pending.on("error", reject);
      pending.write(`--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n${"a".repeat(256 * 1024)}`);
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { data: { code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415 } } });
  });

  it.each(["APPLICATION/JSON", "text/plain"])("answers %s with tRPC's JSON envelope, not text/plain", async (type) => {
    const response = await t.app.inject({ method: "POST", url: "/trpc/auth.logout", headers: { "content-type": type }, payload: "{}" });
    expect(response.statusCode).toBe(415);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: {
        message: "tRPC requests must send their input as JSON.",
        code: -32015,
        data: { code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415, messageCode: "request.jsonOnly" },
      },
    });
  });
});
