import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serializeError } from "../logging";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * An unexpected database error is logged with what went wrong, but without the
 * arguments Prisma quotes in its messages, which can hold a password hash.
 */
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g";

let t: TestApp;
let log = "";
let prismaError: Error;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => (log += chunk.toString()));
  t = await createTestApp({ env: { LOG_LEVEL: "error" }, logStream: stream });
  // A real Prisma validation error from a call whose arguments hold a password hash.
  prismaError = await t.db.user
    .create({ data: { email: "a@example.com", fullName: "A", passwordHash: HASH, createdAt: new Date(Number.NaN) } })
    .then(
      () => new Error("the invalid date was accepted"),
      (error: Error) => error,
    );
});
afterAll(async () => {
  await t.close();
});

describe("request logs", () => {
  it("are one line per request at info: method, URL, status, time and request id together", async () => {
    const stream = new PassThrough();
    let lines = "";
    stream.on("data", (chunk: Buffer) => (lines += chunk.toString()));
    const app = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: stream });
    try {
      expect((await app.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await app.app.inject({ method: "GET", url: "/api/no-such-path" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const entries = lines
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; reqId: string; req: { method: string; url: string }; res: { statusCode: number }; responseTime: number });
    const requests = entries.filter((entry) => entry.req || entry.res);
    expect(requests.map((entry) => [entry.msg, entry.req?.method, entry.req?.url, entry.res?.statusCode])).toEqual([
      ["request completed", "GET", "/api/health", 200],
      ["request completed", "GET", "/api/no-such-path", 404],
    ]);
    expect(requests.every((entry) => typeof entry.reqId === "string" && typeof entry.responseTime === "number")).toBe(true);
    expect(entries.some((entry) => entry.msg === "incoming request")).toBe(false);
  });
});

describe("error logs", () => {
  it("keep Prisma's explanation and drop the arguments it quotes", () => {
    expect(prismaError.message).toContain(HASH);
    const serialized = JSON.stringify(serializeError(new Error("wrapper", { cause: prismaError })));
    expect(serialized).not.toContain("argon2");
    expect(serializeError(prismaError)).toMatchObject({
      type: "PrismaClientValidationError",
      message: "Invalid value for argument `createdAt`: Provided Date object is invalid. Expected Date.",
      stack: expect.stringMatching(/^\s+at /),
    });
  });

  it("carry no hash when a REST or tRPC request fails unexpectedly", async () => {
    // Registration writes the account and its audit record in one transaction: that is what fails here.
    vi.spyOn(t.db, "$transaction").mockRejectedValue(prismaError);
    const input = { fullName: "Ana Lopez", email: "ana@example.com", phone: null, password: "secret-password" };
    const rest = await t.app.inject({ method: "POST", url: "/api/register", payload: input });
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({ message: "Something went wrong. Please try again.", code: "request.failed" });
    const trpc = await trpcCall(t.app, "mutation", "auth.register", { input: { ...input, email: "bo@example.com" } });
    expect(trpc.status).toBe(500);
    vi.restoreAllMocks();

    const entries = log.trim().split("\n").map((line) => JSON.parse(line) as { msg: string; err: { message: string } });
    expect(entries.map((entry) => entry.msg)).toEqual(["unhandled error", "tRPC error"]);
    expect(entries[0]?.err.message).toBe("Invalid value for argument `createdAt`: Provided Date object is invalid. Expected Date.");
    expect(log).not.toContain("argon2");
    expect(log).not.toContain("secret-password");
  });
});
