import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailPreparer, WELCOME_LINK_MINUTES } from "../notifications/prepare-email";
import type { TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** POST /api/appointments/for-client: the office books, confirmed, for a client who phoned in. */
const NOW = new Date("2026-03-02T17:00:00.000Z");
let t: TestApp;
let admin: TestUser;
let adminCookies: Record<string, string>;
let client: TestUser;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, adminCookies, client, clientCookies } = await createAppWithAccounts({ app: { now: () => NOW }, client: { fullName: "Rosa Phone" } }));
});
afterAll(async () => {
  await t.close();
});

const bookFor = (payload: object, cookies = adminCookies) =>
  t.app.inject({ method: "POST", url: "/api/appointments/for-client", cookies, payload });
const emailsTo = (address: string) => t.db.outboxMessage.findMany({ where: { recipient: address }, orderBy: { id: "asc" } });

describe("POST /api/appointments/for-client", () => {
  it("books an existing client, confirmed at once, and emails them the confirmation", async () => {
    const response = await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-05T17:00:00.000Z", client_id: client.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Appointment booked and confirmed. The client has been emailed.",
      new_account: false,
      appointment: { status: "confirmed", client_name: "Rosa Phone", appointment_time: "2026-03-05T17:00:00.000Z" },
    });
    expect((await emailsTo(client.email)).map((email) => email.kind)).toEqual(["client.appointment-confirmed", "client.appointment-reminder"]);
  });

  it("opens an account for a new client, who gets the confirmation and a link to choose a password", async () => {
    const response = await bookFor({
      service: "IRS Representation",
      appointment_time: "2026-03-03T18:00:00.000Z",
      new_client: { full_name: "Tomás Nuevo", email: " Tomas.Nuevo@Example.com ", phone: "(559) 555-0188" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ new_account: true, appointment: { client_name: "Tomás Nuevo", client_phone: "(559) 555-0188" } });
    const user = await t.db.user.findUniqueOrThrow({ where: { email: "tomas.nuevo@example.com" } });
    const address = user.email as string;
    expect(user.role).toBe("client");
    const emails = await emailsTo(address);
    expect(emails.map((email) => email.kind)).toEqual(["client.appointment-confirmed", "client.appointment-reminder", "account.welcome"]);
    expect(emails[2]?.subject).toBe("Set your Valley Tax Pros password");

    // At delivery the welcome email carries a one-time link that works for a week.
    const prepare = createEmailPreparer({ db: t.db, config: t.config, now: () => NOW });
    const prepared = await prepare(emails[2] as never);
    expect("rendered" in prepared && prepared.rendered.text).toContain("Choose your password");
    const token = await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(token.expiresAt.getTime() - NOW.getTime()).toBe(WELCOME_LINK_MINUTES * 60_000);
    expect(token.purpose).toBe("welcome");

    // Nobody can sign in to the new account before choosing a password.
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: address, password: "secret-password" } });
    expect(login.statusCode).toBe(401);

    // Choosing it through the welcome link is no "password was reset" to warn of (issue 29 item 1).
    const link = "rendered" in prepared ? /reset-password\?token=([\w-]+)/.exec(prepared.rendered.text)?.[1] : undefined;
    const chosen = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: link, password: "quiet-orchard-lamp-51" } });
    expect(chosen.statusCode).toBe(200);
    expect((await emailsTo(address)).map((email) => email.kind)).toEqual(["client.appointment-confirmed", "client.appointment-reminder", "account.welcome"]);
  });

  it("opens a Spanish-speaking client's account in Spanish: their confirmation and welcome go out in Spanish", async () => {
    const response = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-06T18:00:00.000Z",
      new_client: { full_name: "Lucía Campos", email: "lucia.campos@example.com", locale: "es" },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.db.user.findUniqueOrThrow({ where: { email: "lucia.campos@example.com" } })).locale).toBe("es");
    const emails = await emailsTo("lucia.campos@example.com");
    expect(emails[0]?.subject).toMatch(/^Cita confirmada: Impuestos personales, /);
    const prepare = createEmailPreparer({ db: t.db, config: t.config, now: () => NOW });
    const welcome = await prepare(emails.find((email) => email.kind === "account.welcome") as never);
    expect("rendered" in welcome && welcome.rendered.subject).toBe("Elija su contraseña de Valley Tax Pros");
    const refused = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-06T19:00:00.000Z",
      new_client: { full_name: "Otro", email: "otro@example.com", locale: "fr" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("locale must be en or es.");
  });

  it("uses the existing account when a new client's email is already a client's, and refuses a staff email", async () => {
    const reused = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-03T19:00:00.000Z",
      new_client: { full_name: "Rosa P.", email: client.email.toUpperCase(), phone: null },
    });
    expect(reused.json()).toMatchObject({ new_account: false, appointment: { client_name: "Rosa Phone" } });
    const staff = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-03T20:00:00.000Z",
      new_client: { full_name: "Not A Client", email: admin.email },
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe("That email belongs to a staff account. Please use the client's own email.");
  });

  it("books a client who has only a phone (decision 0235): no account email, no email at all; the office sees who to call", async () => {
    const before = await t.db.outboxMessage.count();
    const response = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-05T18:00:00.000Z",
      new_client: { full_name: "Abuela Phone", email: "", phone: "(559) 555-0177" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ new_account: true, appointment: { client_name: "Abuela Phone", client_email: null, client_phone: "(559) 555-0177" } });
    const user = await t.db.user.findFirstOrThrow({ where: { fullName: "Abuela Phone" } });
    expect(user).toMatchObject({ email: null, role: "client" });
    // Nothing for the client (no address), and nothing else either: the booking's webhook is the only row.
    const written = await t.db.outboxMessage.findMany({ where: { id: { gt: before } } });
    expect(written.every((row) => row.channel === "webhook")).toBe(true);
    // A second phone-only client is another person, not the same account.
    const second = await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-05T19:00:00.000Z", new_client: { full_name: "Abuelo Phone", phone: "(559) 555-0178" } });
    expect(second.statusCode).toBe(201);
    const listed = (await t.app.inject({ method: "GET", url: "/api/clients?q=Abuel", cookies: adminCookies })).json() as { clients: { email: string | null }[] };
    expect(listed.clients.map((entry) => entry.email)).toEqual([null, null]);
  });

  it("names the one thing missing for a new client: a name, or a way to reach them", async () => {
    const unreachable = await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-05T20:00:00.000Z", new_client: { full_name: "Nobody Reachable", email: "", phone: "" } });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toMatchObject({ message: "Enter the client's email address or phone number, so the office can reach them." });
    const nameless = await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-05T20:00:00.000Z", new_client: { full_name: "", phone: "(559) 555-0100" } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toMatch(/name/i);
    expect(await t.db.user.count({ where: { fullName: "Nobody Reachable" } })).toBe(0);
  });

  it("keeps every booking rule: a taken slot is 409, past the horizon or off the grid 400, and nothing is half-written", async () => {
    const users = await t.db.user.count();
    const taken = await bookFor({
      service: "Personal Tax Prep",
      appointment_time: "2026-03-05T17:00:00.000Z",
      new_client: { full_name: "Late Caller", email: "late.caller@example.com" },
    });
    expect(taken.statusCode).toBe(409);
    expect(await t.db.user.count()).toBe(users);
    expect((await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-09-01T16:00:00.000Z", client_id: client.id })).statusCode).toBe(400);
    expect((await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-03T17:30:00.000Z", client_id: client.id })).statusCode).toBe(400);
  });

  it.each([
    [{}, "Choose an existing client, or give a new client's name and an email address or phone number."],
    [{ client_id: 1, new_client: { full_name: "Two Ways", email: "two@example.com" } }, "Choose an existing client, or give a new client's name and an email address or phone number."],
    [{ new_client: { full_name: "", email: "x@example.com" } }, "Full name is required."],
    [{ new_client: { full_name: "No Email", email: "nope" } }, "Please enter a valid email address."],
  ])("refuses %j with a clear 400", async (client, message) => {
    const response = await bookFor({ service: "Personal Tax Prep", appointment_time: "2026-03-04T17:00:00.000Z", ...client });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown client or an admin's id, 403 to clients, and has a tRPC twin", async () => {
    const slot = { service: "Personal Tax Prep", appointment_time: "2026-03-04T18:00:00.000Z" };
    expect((await bookFor({ ...slot, client_id: 999_999 })).statusCode).toBe(404);
    expect((await bookFor({ ...slot, client_id: admin.id })).statusCode).toBe(404);
    expect((await bookFor({ ...slot, client_id: client.id }, clientCookies)).statusCode).toBe(403);
    const viaTrpc = await trpcCall(t.app, "mutation", "appointments.bookForClient", { input: { ...slot, client_id: client.id }, cookies: adminCookies });
    expect(viaTrpc.data).toMatchObject({ appointment: { status: "confirmed" } });
  });
});
