import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-03-02T15:00:00.000Z") });
});
afterAll(async () => {
  await t.close();
});

it("availability.forDate gives anyone the same free slots as REST", async () => {
  const result = await trpcCall(t.app, "query", "availability.forDate", { input: { date: "2026-03-03" } });
  const rest = await t.app.inject({ method: "GET", url: "/api/availability?date=2026-03-03" });
  expect(result.status).toBe(200);
  expect(result.data).toHaveLength(8);
  expect(result.data).toEqual(rest.json());
});

it("availability.forDate refuses a malformed date with the schema's message", async () => {
  const result = await trpcCall(t.app, "query", "availability.forDate", { input: { date: "2026-3-3" } });
  expect(result.status).toBe(400);
  expect(result.error).toEqual({ message: "date must be a calendar date in the form YYYY-MM-DD.", code: "BAD_REQUEST" });
});
