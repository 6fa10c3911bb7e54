import { Agent, request, type ClientRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { MESSAGES } from "../shared/messages";
import { createUser } from "../testing/factories";
import { freeSlots, freshDatabaseFile, killAllServers, signInOverHttp, startServer } from "../testing/server-process";

/**
 * SIGTERM (what `docker stop` sends) while requests are in flight: the server stops
 * taking new connections, finishes the requests it has begun, stores what they
 * wrote, and exits 0. It runs under the tsx CLI, as `npm start` runs it, so the
 * signal also has to be relayed to the server.
 */
const database = freshDatabaseFile();
afterAll(() => {
  killAllServers();
  database.remove();
});

type Answer = { status: number; body: string };

/** Like a browser, it keeps connections open after a response for the next request. */
const keepAlive = new Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

/**
 * Starts a POST whose JSON body is only half sent: the server has begun the
 * request and cannot finish it until `finish` sends the rest.
 */
function halfSentPost(base: string, path: string, body: object, cookie = "") {
  const json = JSON.stringify(body);
  const half = Math.floor(json.length / 2);
  let pending: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    pending = request(
      `${base}${path}`,
      {
        method: "POST",
        agent: keepAlive,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(json), cookie },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    pending.on("error", reject);
    pending.write(json.slice(0, half));
  });
  return { answer, finish: () => pending?.end(json.slice(half)) };
}

describe("graceful shutdown", () => {
  it("finishes in-flight requests after SIGTERM, refuses new connections, and exits 0", async () => {
    const seed = await openDatabase(database.file);
    const client = await createUser(seed, { password: "client-password" });
    await seed.$disconnect();

    const server = await startServer({ databaseFile: database.file, launcher: "tsx", env: { LOG_LEVEL: "debug" } });
    const cookie = await signInOverHttp(server.base, client.email, "client-password");
    const [slot] = await freeSlots(server.base, 1);

    const booking = halfSentPost(server.base, "/api/appointments", { service: "Personal Tax Prep", appointment_time: slot }, cookie);
    const message = halfSentPost(server.base, "/api/contact", { name: "Ana", email: "ana@example.com", message: "Sent during a deploy" });
    // The server's own request log proves both requests have begun before the signal (their
    // start is logged at debug; at info a request gets one line, when it completes).
    await server.waitForOutput(/"url":"\/api\/appointments"[^\n]*"msg":"incoming request"|"msg":"incoming request"[^\n]*"url":"\/api\/appointments"/);
    await server.waitForOutput(/"url":"\/api\/contact"[^\n]*"msg":"incoming request"|"msg":"incoming request"[^\n]*"url":"\/api\/contact"/);

    const stopped = server.stop("SIGTERM", 20_000);
    await server.waitForOutput(/shutting down: finishing in-flight requests/);
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    booking.finish();
    message.finish();
    const [booked, sent] = await Promise.all([booking.answer, message.answer]);
    expect(booked.status).toBe(201);
    expect(sent).toEqual({ status: 200, body: JSON.stringify({ message: MESSAGES.contact.sent, code: "spec.contact.sent" }) });
    // It exits by itself although the clients keep their connections open. Held by their
    // keep-alive (72 s), it would still be running when `stop` kills it (20 s, a hang guard),
    // and the exit would be SIGKILL: no race against the machine's speed decides this.
    expect(await stopped).toEqual({ code: 0, signal: null });

    const db = await openDatabase(database.file);
    try {
      const id = (JSON.parse(booked.body) as { appointment: { id: number } }).appointment.id;
      expect(await db.appointment.findUnique({ where: { id }, select: { status: true } })).toEqual({ status: "pending" });
      expect(await db.contactMessage.count({ where: { message: "Sent during a deploy" } })).toBe(1);
    } finally {
      await db.$disconnect();
    }
  }, 60_000);
});
