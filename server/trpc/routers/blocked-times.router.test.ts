import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { createAppWithAccounts } from "../../testing/app-with-accounts";
import type { TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;
beforeAll(async () => {
  ({ t, adminCookies: admin, clientCookies: client } = await createAppWithAccounts({ app: { now: () => new Date("2026-03-02T15:00:00.000Z") } }));
});
afterAll(async () => {
  await t.close();
});

it.each([
  ["query", "blockedTimes.list", undefined],
  ["mutation", "blockedTimes.create", { start_time: "2026-03-10T09:00", end_time: "2026-03-10T10:00" }],
  ["mutation", "blockedTimes.delete", { id: 1 }],
] as const)("%s %s is for admins: UNAUTHORIZED to nobody, FORBIDDEN to a client", async (kind, path, input) => {
  expect((await trpcCall(t.app, kind, path, { input })).status).toBe(401);
  expect((await trpcCall(t.app, kind, path, { input, cookies: client })).status).toBe(403);
});

it("creates, lists and deletes a blocked period", async () => {
  const created = await trpcCall(t.app, "mutation", "blockedTimes.create", {
    cookies: admin,
    input: { start_time: "2026-03-10T09:00", end_time: "2026-03-10T10:00", reason: "Dentist" },
  });
  expect(created.data).toEqual({
    blockedTime: { id: expect.any(Number), start_time: "2026-03-10T16:00:00.000Z", end_time: "2026-03-10T17:00:00.000Z", reason: "Dentist", preparer: null },
    overlappingAppointments: 0,
  });
  const { id } = (created.data as { blockedTime: { id: number } }).blockedTime;
  expect((await trpcCall(t.app, "query", "blockedTimes.list", { cookies: admin })).data).toEqual([
    expect.objectContaining({ id, reason: "Dentist" }),
  ]);
  expect((await trpcCall(t.app, "mutation", "blockedTimes.delete", { cookies: admin, input: { id } })).data).toEqual({ ok: true });
  expect((await trpcCall(t.app, "query", "blockedTimes.list", { cookies: admin })).data).toEqual([]);
});

it("refuses an end before the start with the spec's sentence", async () => {
  const result = await trpcCall(t.app, "mutation", "blockedTimes.create", {
    cookies: admin,
    input: { start_time: "2026-03-10T10:00", end_time: "2026-03-10T09:00" },
  });
  expect(result.error).toEqual({ message: MESSAGES.blockedTimes.endAfterStart, code: "BAD_REQUEST" });
});
