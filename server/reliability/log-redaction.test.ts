import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../logging";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * Request lines without credentials in their URLs, and with who asked (issue 29 item 15):
 * reset and email-change tokens, invitation signatures and the calendar feed's secret address
 * are logged as "[redacted]"; each line names the user, the session (hashed) or the API key.
 */
let t: TestApp;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  let pending = "";
  stream.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split("\n");
    pending = complete.pop() ?? "";
    lines.push(...complete.filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
  });
  t = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: stream });
});
afterAll(async () => {
  await t.close();
});

const completedLines = () => lines.filter((line) => line.msg === "request completed");

describe("the request log", () => {
  it("redacts the credentials a URL carries", async () => {
    lines = [];
    for (const url of [
      "/reset-password?token=reset-secret-123",
      "/confirm-email?lang=es&token=change-secret-456",
      "/api/appointments/7/invitation.ics?sig=invite-secret-789",
      "/api/calendar/feed-secret-0123456789abcdef.ics",
    ]) {
      await t.app.inject({ method: "GET", url });
    }
    const logged = JSON.stringify(lines);
    for (const secret of ["reset-secret-123", "change-secret-456", "invite-secret-789", "feed-secret-0123456789abcdef"]) {
      expect(logged).not.toContain(secret);
    }
    expect(completedLines().map((line) => (line.req as { url: string }).url)).toEqual([
      "/reset-password?token=[redacted]",
      "/confirm-email?lang=es&token=[redacted]",
      "/api/appointments/7/invitation.ics?sig=[redacted]",
      "/api/calendar/[redacted]",
    ]);
  });

  it("names the user and the session (hashed), never the session id itself", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    lines = [];
    await t.app.inject({ method: "GET", url: "/api/users/me", cookies });
    const [line] = completedLines();
    expect(line).toMatchObject({ userId: user.id, session: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const sessionId = decodeURIComponent(cookies.sid).split(".")[0] ?? "";
    expect(JSON.stringify(lines)).not.toContain(sessionId);
  });

  it("leaves other URLs as they came", () => {
    expect(redactUrl("/api/availability?date=2030-01-07")).toBe("/api/availability?date=2030-01-07");
    expect(redactUrl("/book")).toBe("/book");
    expect(redactUrl("/search?q=tokens&signature=1")).toBe("/search?q=tokens&signature=1");
  });

  it("redacts a credential parameter however its name is written", () => {
    expect(redactUrl("/reset-password?TOKEN=a1")).toBe("/reset-password?TOKEN=[redacted]");
    expect(redactUrl("/reset-password?%74oken=a2")).toBe("/reset-password?%74oken=[redacted]");
    expect(redactUrl("/x?Sig=a3&lang=es")).toBe("/x?Sig=[redacted]&lang=es");
    expect(redactUrl("/x?token")).toBe("/x?token=[redacted]");
  });

  it("logs a URL with a broken percent-escape instead of failing on it", () => {
    expect(redactUrl("/x?%E0%A4%A=1&token=a4")).toBe("/x?%E0%A4%A=1&token=[redacted]");
  });
});
