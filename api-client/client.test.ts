import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../server/testing/factories";
import { createTestApp, type TestApp } from "../server/testing/test-app";
import { testClock } from "../server/testing/test-clock";
import { createTaxOfficeClient } from "./client";
import { fetchDocument, generateApiTypes } from "./generate";

/** Monday 2026-03-02, 7:00 AM in Los Angeles; Tuesday 9:00 AM is 17:00 UTC. */
const clock = testClock("2026-03-02T15:00:00.000Z");
const TUESDAY_9AM = "2026-03-03T17:00:00.000Z";

let t: TestApp;
let baseUrl: string;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await createUser(t.db, { role: "admin" });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/api-keys",
    cookies: await signIn(t.app, admin),
    payload: { name: "Generated client", scope: "write" },
  });
  apiKey = (created.json() as { key: string }).key;
});
afterAll(() => t.close());

describe("the client generated from /api/openapi.json", () => {
  it("is generated from the document the server publishes now (npm run api:types)", async () => {
    const committed = readFileSync(fileURLToPath(new URL("./openapi.d.ts", import.meta.url)), "utf8");
    expect(committed, "api-client/openapi.d.ts is stale: run npm run api:types").toBe(await generateApiTypes(await fetchDocument()));
  });

  it("books for a client, lists and cancels through an API key, over HTTP", async () => {
    const api = createTaxOfficeClient(baseUrl, apiKey);

    const booked = await api.POST("/api/appointments/for-client", {
      body: {
        service: "Business Tax Services",
        appointment_time: TUESDAY_9AM,
        new_client: { full_name: "Nora Newcomer", email: "nora@example.com", phone: "(559) 555-0142" },
      },
    });
    expect(booked.response.status).toBe(201);
    const appointment = booked.data?.appointment;
    expect(appointment).toMatchObject({ status: "confirmed", client_name: "Nora Newcomer", appointment_time: TUESDAY_9AM });
    expect(booked.data?.new_account).toBe(true);

    const listed = await api.GET("/api/appointments/all", { params: { query: { from: "2026-03-01" } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data?.map((row) => [row.id, row.status])).toEqual([[appointment?.id, "confirmed"]]);

    const cancelled = await api.DELETE("/api/appointments/{id}", { params: { path: { id: appointment?.id ?? 0 } } });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data?.status).toBe("cancelled");

    const refused = await api.PUT("/api/appointments/{id}/confirm", { params: { path: { id: appointment?.id ?? 0 } } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.message).toBeTruthy();
  });

  it("is refused without a valid key", async () => {
    const api = createTaxOfficeClient(baseUrl, "txp_not-a-real-key");
    const { response, error } = await api.GET("/api/appointments/all");
    expect(response.status).toBe(401);
    expect(error?.message).toMatch(/API key is not valid/);
  });
});
