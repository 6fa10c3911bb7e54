import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * Slow clients (issue 29 item 12): a request whose headers or body stall is answered 408 and its
 * connection closed once its deadline passes. The deadlines are Node's own timers on a real
 * server, so they are set to one second here; each test waits for the server to act, not a clock.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "1" } });
  const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t.close();
});

/** Sends `opening` and never the rest; resolves with what the server wrote before it closed the socket. */
function stall(opening: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(opening));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });
}

describe("a client that stops sending", () => {
  it("is answered 408 and let go when its headers never finish", async () => {
    const answer = await stall("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("is answered 408 and let go when its body never finishes", async () => {
    const answer = await stall(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("keeps serving a request that arrives in time", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
