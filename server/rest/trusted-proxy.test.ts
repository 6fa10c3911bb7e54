import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * TRUST_PROXY (issue 29 item 8, decision 0170): the client's address is read from the proxies'
 * own entries of X-Forwarded-For, never from what the client put at its left end, so a visitor
 * cannot buy more registrations (or a forged address in the audit trail) by inventing addresses.
 */
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const PROXY_PEER = "10.0.0.2";
const REAL_CLIENT = "203.0.113.5";

async function registrationsThrough(trustProxy: string, forwardedFor: (attempt: number) => string, remoteAddress = PROXY_PEER) {
  t = await createTestApp({ env: { TRUST_PROXY: trustProxy, REGISTER_MAX_PER_HOUR: "2" } });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor(attempt) },
      payload: { fullName: "Spoof Test", email: `spoof-${attempt}@example.com`, phone: null, password: "tidy-lemon-7" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** What a proxy in front sends: whatever the client claimed, then the address it really saw. */
const spoofed = (attempt: number) => `198.51.100.${attempt + 1}, ${REAL_CLIENT}`;

describe("the client's address behind a proxy", () => {
  it("with TRUST_PROXY=true (one proxy), ignores addresses the client made up", async () => {
    expect(await registrationsThrough("true", spoofed)).toEqual([201, 201, 429, 429]);
  });

  it("with a hop count, reads that many entries from the right", async () => {
    // Two proxies: the nearest added the first proxy's address, which added the client's.
    expect(await registrationsThrough("2", (attempt) => `198.51.100.${attempt + 1}, ${REAL_CLIENT}, 10.0.0.9`)).toEqual([201, 201, 429, 429]);
  });

  it("with the proxy's address, trusts only that peer's header", async () => {
    expect(await registrationsThrough(PROXY_PEER, spoofed)).toEqual([201, 201, 429, 429]);
    // A client that reaches the server directly cannot use the header at all: each is its own peer.
    expect(await registrationsThrough(`${PROXY_PEER}/32`, spoofed, REAL_CLIENT)).toEqual([201, 201, 429, 429]);
  });

  it("refuses a setting that is none of these", async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: "yes please" } })).rejects.toThrow(/TRUST_PROXY/);
  });
});
