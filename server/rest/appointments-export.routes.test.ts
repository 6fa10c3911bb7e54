import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** Issue 32: GET /api/appointments/export.csv, the appointment list as a spreadsheet, with the search's filters. */
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  let rosa: TestUser;
  ({ t, adminCookies, client: rosa, clientCookies } = await createAppWithAccounts({
    app: { now: () => new Date("2026-03-02T17:00:00.000Z") },
    client: { fullName: "Rosa Muñoz" },
  }));
  // A name a spreadsheet would run as a formula, and a phone that starts with a plus sign.
  const mallory = await createUser(t.db, { fullName: '=HYPERLINK("http://attacker.example","Click")' });
  await t.db.user.update({ where: { id: mallory.id }, data: { phone: "+1 559 555 0100" } });
  const at = (userId: number, iso: string, status: string, service = "Personal Tax Prep") =>
    t.db.appointment.create({ data: { userId, service, appointmentTime: new Date(iso), status, createdAt: new Date("2026-02-20T18:00:00.000Z") } });
  await at(rosa.id, "2026-03-03T17:00:00.000Z", "pending");
  await at(rosa.id, "2026-03-04T01:30:00.000Z", "confirmed", "IRS Representation"); // March 3, 5:30 PM in Fresno
  await at(mallory.id, "2026-03-05T17:00:00.000Z", "cancelled", "Business Tax Services");
});
afterAll(async () => {
  await t.close();
});

const BOM = "\uFEFF";
const exported = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/appointments/export.csv${query}`, cookies: adminCookies, headers });
const lines = (body: string) => body.replace(BOM, "").split("\r\n").filter(Boolean);

describe("GET /api/appointments/export.csv", () => {
  it("answers a CSV file to download, newest first, days and times in the business's time zone", async () => {
    const response = await exported("");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="appointments-2026-03-02.csv"');
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(lines(response.body)).toEqual([
      "Date,Time,Client,Email,Phone,Service,Status,Requested on",
      expect.stringMatching(/^2026-03-05,09:00,"'=HYPERLINK\(""http:\/\/attacker\.example"",""Click""\)",[^,]+,'\+1 559 555 0100,Business Tax Services,Cancelled,2026-02-20$/),
      expect.stringMatching(/^2026-03-03,17:30,Rosa Muñoz,[^,]+,,IRS Representation,Confirmed,2026-02-20$/),
      expect.stringMatching(/^2026-03-03,09:00,Rosa Muñoz,[^,]+,,Personal Tax Prep,Pending,2026-02-20$/),
    ]);
  });

  it("applies the search's filters", async () => {
    const confirmed = lines((await exported("?status=confirmed")).body);
    expect(confirmed).toHaveLength(2);
    expect(confirmed[1]).toContain("IRS Representation");
    expect(lines((await exported("?q=mu%C3%B1oz&from=2026-03-03&to=2026-03-03")).body)).toHaveLength(3);
    expect(lines((await exported("?from=2026-03-06")).body)).toHaveLength(1);
  });

  it("writes the headers, statuses and services in the request's language", async () => {
    const spanish = lines((await exported("?status=pending", { "accept-language": "es-MX" })).body);
    expect(spanish[0]).toBe("Fecha,Hora,Cliente,Correo electrónico,Teléfono,Servicio,Estado,Solicitada el");
    expect(spanish[1]).toMatch(/,Pendiente,2026-02-20$/);
  });

  it("refuses a filter it does not know, naming the problem, and anyone but the office", async () => {
    const bad = await exported("?status=archived");
    expect([bad.statusCode, bad.json().code]).toEqual([400, "validation.appointmentStatus"]);
    const client = await t.app.inject({ method: "GET", url: "/api/appointments/export.csv", cookies: clientCookies });
    expect(client.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/export.csv" })).statusCode).toBe(401);
  });

  it("gives the site's own client the same file over tRPC", async () => {
    const rest = await exported("?service=Personal%20Tax%20Prep");
    const trpc = await trpcCall(t.app, "query", "appointments.exportCsv", { input: { service: "Personal Tax Prep" }, cookies: adminCookies });
    expect(trpc.data).toEqual({ filename: "appointments-2026-03-02.csv", csv: rest.body });
  });
});
