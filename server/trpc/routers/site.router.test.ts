import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_TIMEZONE: "America/Denver", GOOGLE_MAPS_API_KEY: "browser-key" } });
});
afterAll(async () => {
  await t.close();
});

it("site.settings tells anyone the business time zone and the maps key, read at run time", async () => {
  const result = await trpcCall(t.app, "query", "site.settings");
  expect(result.status).toBe(200);
  expect(result.data).toEqual({ timeZone: "America/Denver", maps: { apiKey: "browser-key", mapId: "DEMO_MAP_ID" }, adminIdleMinutes: 30 });
});
