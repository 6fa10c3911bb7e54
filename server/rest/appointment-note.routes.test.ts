import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** The office's private note on an appointment: admins write and read it; clients and emails never see it. */
let t: TestApp;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let id: number;
const NOTE = "Bring the 1099-NEC. Prefers texts; spouse joins by phone.";

beforeAll(async () => {
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({
    app: { now: () => new Date("2026-03-02T17:00:00.000Z") },
    client: { fullName: "Rosa Note" },
  }));
  id = (
    await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date("2026-03-04T18:00:00.000Z"), status: "pending" },
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const putNote = (note: unknown, cookies = adminCookies, target = id) =>
  t.app.inject({ method: "PUT", url: `/api/appointments/${target}/note`, cookies, payload: { note } });

describe("PUT /api/appointments/{id}/note", () => {
  it("saves the note for admins, who see it in their list", async () => {
    const response = await putNote(`  ${NOTE}  `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, note: NOTE, client_name: "Rosa Note" });
    const all = (await t.app.inject({ method: "GET", url: "/api/appointments/all", cookies: adminCookies })).json() as { id: number; note: string | null }[];
    expect(all.find((row) => row.id === id)?.note).toBe(NOTE);
  });

  it("never reaches the client: not in their list, nor in any email about the appointment", async () => {
    const mine = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: clientCookies })).body;
    expect(mine).not.toContain("1099-NEC");
    expect(mine).not.toContain('"note"');
    await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/confirm`, cookies: adminCookies });
    const emails = await t.db.outboxMessage.findMany();
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email.payload).not.toContain("1099-NEC");
    const file = await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: clientCookies });
    const ics = (file.json() as { calendar: { ics_url: string } | null }[])[0]?.calendar?.ics_url ?? "";
    const invitation = await t.app.inject({ method: "GET", url: new URL(ics).pathname + new URL(ics).search });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).not.toContain("1099-NEC");
  });

  it("refuses clients, unknown appointments and overlong notes; an empty note removes it", async () => {
    expect((await putNote("Mine now", clientCookies)).statusCode).toBe(403);
    expect((await putNote("x", {})).statusCode).toBe(401);
    expect((await putNote("x", adminCookies, 999_999)).statusCode).toBe(404);
    const long = await putNote("x".repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Please keep the note to 2000 characters.");
    expect((await t.db.appointment.findUniqueOrThrow({ where: { id } })).adminNote).toBe(NOTE);
    expect((await putNote("")).json()).toMatchObject({ note: null });
  });

  it("has a tRPC twin for admins only", async () => {
    expect((await trpcCall(t.app, "mutation", "appointments.setNote", { input: { id, note: "x" }, cookies: clientCookies })).status).toBe(403);
    const saved = await trpcCall(t.app, "mutation", "appointments.setNote", { input: { id, note: "Call first" }, cookies: adminCookies });
    expect(saved.data).toMatchObject({ id, note: "Call first" });
  });
});
