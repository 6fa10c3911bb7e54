import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** GET /api/clients and GET /api/clients/{id}: the admins' clients page. */
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let ana: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin, adminCookies, client: ana, clientCookies } = await createAppWithAccounts({
    app: { now: () => new Date("2026-03-02T17:00:00.000Z") },
    admin: { fullName: "Zed Admin" },
    client: { fullName: "Ana Reyes" },
  }));
  await t.db.user.update({ where: { id: ana.id }, data: { phone: "(559) 555-0101" } });
  for (let index = 0; index < 27; index += 1) await createUser(t.db, { fullName: `Client ${String(index).padStart(2, "0")}` });
  const at = (iso: string, status: string) =>
    t.db.appointment.create({ data: { userId: ana.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status } });
  await at("2025-04-01T17:00:00.000Z", "confirmed");
  await at("2026-03-05T17:00:00.000Z", "cancelled");
  await at("2026-03-10T17:00:00.000Z", "pending");
  await at("2026-03-20T17:00:00.000Z", "confirmed");
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookies = adminCookies) => t.app.inject({ method: "GET", url, cookies });

describe("GET /api/clients", () => {
  it("lists clients by name, 25 a page, with their number of appointments and the next one; never admins", async () => {
    const first = (await get("/api/clients")).json();
    expect(first).toMatchObject({ total: 28, page: 1, page_size: 25 });
    expect(first.clients[0]).toEqual({
      id: ana.id,
      full_name: "Ana Reyes",
      email: ana.email,
      phone: "(559) 555-0101",
      since: expect.any(String),
      appointments: 4,
      next_appointment: "2026-03-10T17:00:00.000Z",
    });
    expect(first.clients[1]).toMatchObject({ full_name: "Client 00", appointments: 0, next_appointment: null });
    const second = (await get("/api/clients?page=2")).json();
    expect(second.clients.map((row: { full_name: string }) => row.full_name)).toEqual(["Client 24", "Client 25", "Client 26"]);
    expect(JSON.stringify([first, second])).not.toContain("Zed Admin");
  });

  it("finds by part of the name, email or phone", async () => {
    expect((await get("/api/clients?q=reyes")).json().total).toBe(1);
    expect((await get("/api/clients?q=555-0101")).json().clients[0].full_name).toBe("Ana Reyes");
    expect((await get("/api/clients?q=nobody")).json()).toMatchObject({ total: 0, clients: [] });
  });

  it("is for admins only, and refuses odd input", async () => {
    expect((await get("/api/clients", {})).statusCode).toBe(401);
    expect((await get("/api/clients", clientCookies)).statusCode).toBe(403);
    expect((await get("/api/clients?page=0")).json().message).toBe("page must be at least 1.");
    expect((await get("/api/clients?role=admin")).statusCode).toBe(400);
  });
});

describe("GET /api/clients/{id}", () => {
  it("gives one client's details and every appointment, newest first", async () => {
    const response = await get(`/api/clients/${ana.id}`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details.client).toMatchObject({ full_name: "Ana Reyes", appointments: 4 });
    expect(details.appointments.map((row: { appointment_time: string; status: string }) => [row.appointment_time, row.status])).toEqual([
      ["2026-03-20T17:00:00.000Z", "confirmed"],
      ["2026-03-10T17:00:00.000Z", "pending"],
      ["2026-03-05T17:00:00.000Z", "cancelled"],
      ["2025-04-01T17:00:00.000Z", "confirmed"],
    ]);
  });

  it("answers 404 for an unknown id or an admin's, 403 to a client, and has a tRPC twin", async () => {
    expect((await get("/api/clients/999999")).statusCode).toBe(404);
    expect((await get(`/api/clients/${admin.id}`)).json()).toEqual({ message: "Client not found.", code: "clients.notFound" });
    expect((await get(`/api/clients/${ana.id}`, clientCookies)).statusCode).toBe(403);
    const viaTrpc = await trpcCall(t.app, "query", "clients.details", { input: { id: ana.id }, cookies: adminCookies });
    expect(viaTrpc.data).toMatchObject({ client: { email: ana.email } });
    expect((await trpcCall(t.app, "query", "clients.list", { input: {}, cookies: clientCookies })).status).toBe(403);
  });
});
