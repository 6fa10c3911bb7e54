import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmailWorker } from "../notifications/email-worker";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { API_MESSAGES } from "../shared/api-messages";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, signIn, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The owner's staff page (issue 32, decision 0234) over REST and tRPC: an invitation by email that
 * ends in a password of one's own, another role, and deactivation that ends every way in while
 * keeping everything. The invitation goes through the outbox to a real SMTP server.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let owner: TestUser;
let ownerCookies: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, admin: owner, adminCookies: ownerCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { SMTP_URL: smtp.url, APP_URL: "https://book.example.com", BOOKING_NOTICE_MINUTES: "0" } },
  }));
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock.reset();
  smtp.messages.length = 0;
  await t.db.outboxMessage.deleteMany();
});

const invite = (payload: object, cookies = ownerCookies) => t.app.inject({ method: "POST", url: "/api/staff", cookies, payload });

/** Delivers the outbox and returns the newest email's link token. */
async function tokenFromEmail(): Promise<{ token: string; subject: string; text: string }> {
  while ((await worker.runOnce()) > 0);
  const mail = smtp.messages.at(-1);
  const link = /https:\/\/book\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? "");
  if (!mail || !link) throw new Error(`no link in ${mail?.text}`);
  return { token: link[1] as string, subject: mail.subject ?? "", text: mail.text ?? "" };
}

describe("inviting staff", () => {
  it("makes an invited account, emails a link to choose a password, and then the member is active", async () => {
    const response = await invite({ full_name: "Paula Preparer", email: " Paula@Example.com ", role: "preparer" });
    expect(response.statusCode).toBe(201);
    const member = response.json();
    expect(member).toMatchObject({ name: "Paula Preparer", email: "paula@example.com", role: "preparer", status: "invited", two_step: false });
    expect(await t.db.auditEvent.count({ where: { action: "staff.invited", subjectId: String(member.id) } })).toBe(1);

    const mail = await tokenFromEmail();
    expect(mail.subject).toContain("You're invited to join");
    expect(mail.text).toContain("as a tax preparer");
    expect(mail.text).toContain("two-step sign-in");
    // Nobody can sign in before the link is used: the password is unknown to everyone.
    const chosen = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: mail.token, password: "a-long-preparer-passphrase" } });
    expect(chosen.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: "/api/staff", cookies: ownerCookies })).json() as { id: number; status: string }[];
    expect(listed.find((entry) => entry.id === member.id)?.status).toBe("active");
    // No "your password was changed" email for a first password.
    while ((await worker.runOnce()) > 0);
    expect(smtp.messages).toHaveLength(1);
    // They can sign in; the admin area then asks for two-step sign-in first, as for every staff role.
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "paula@example.com", password: "a-long-preparer-passphrase" } });
    expect(login.statusCode).toBe(200);
  });

  it("refuses an address that already has an account, and bad input, writing nothing", async () => {
    const client = await createUser(t.db, { fullName: "Existing Client" });
    const taken = await invite({ full_name: "Someone", email: client.email.toUpperCase(), role: "front_desk" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: API_MESSAGES.staff.addressInUse });
    expect((await invite({ full_name: "", email: "new@example.com", role: "preparer" })).statusCode).toBe(400);
    expect((await invite({ full_name: "New Person", email: "new@example.com", role: "client" })).statusCode).toBe(400);
    expect(await t.db.user.count({ where: { email: "new@example.com" } })).toBe(0);
    expect(await t.db.outboxMessage.count()).toBe(0);
  });
});

describe("roles and deactivation", () => {
  it("gives another role over tRPC, ending the member's sessions, and never one's own", async () => {
    const desk = await createUser(t.db, { role: "front_desk", fullName: "Dee Desk" });
    const deskCookies = await signIn(t.app, desk);
    const changed = await trpcCall(t.app, "mutation", "staff.setRole", { cookies: ownerCookies, input: { id: desk.id, role: "preparer" } });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ id: desk.id, role: "preparer", status: "active" });
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/assigned", cookies: deskCookies })).statusCode).toBe(401);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "auth.role_changed", subjectId: String(desk.id) } });
    expect(JSON.parse(event.before ?? "{}")).toEqual({ role: "front_desk" });

    const own = await t.app.inject({ method: "PUT", url: `/api/staff/${owner.id}/role`, cookies: ownerCookies, payload: { role: "front_desk" } });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: API_MESSAGES.staff.notYourself });
    const notStaff = await t.app.inject({ method: "PUT", url: `/api/staff/${(await createUser(t.db)).id}/role`, cookies: ownerCookies, payload: { role: "preparer" } });
    expect(notStaff.statusCode).toBe(404);
  });

  it("deactivates a preparer: no way in, no new bookings, their open appointments listed; reactivation lets them back", async () => {
    const pat = await createUser(t.db, { role: "preparer", fullName: "Pat Preparer" });
    const other = await createUser(t.db, { role: "preparer", fullName: "Quinn Preparer" });
    const client = await createUser(t.db, { fullName: "Booked Client" });
    const appointment = await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date("2026-03-03T17:00:00.000Z"), status: "confirmed", preparerId: pat.id },
    });
    const patCookies = await signIn(t.app, pat);
    const feed = new URL((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: patCookies })).json().url as string);
    expect((await t.app.inject({ method: "GET", url: feed.pathname })).statusCode).toBe(200);

    const response = await t.app.inject({ method: "POST", url: `/api/staff/${pat.id}/deactivate`, cookies: ownerCookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ staff: { id: pat.id, status: "deactivated" }, open_appointments: [{ id: appointment.id, client_name: "Booked Client" }] });
    // Nothing is deleted; the appointment waits for the office to give it to someone else.
    expect(await t.db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({ preparerId: pat.id, status: "confirmed" });
    expect((await t.app.inject({ method: "GET", url: "/api/appointments/assigned", cookies: patCookies })).statusCode).toBe(401);
    // Their calendar app's subscription stops serving the clients' names at once.
    expect((await t.app.inject({ method: "GET", url: feed.pathname })).statusCode).toBe(404);
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: pat.email, password: pat.password } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ message: API_MESSAGES.auth.invalidCredentials });
    const preparers = ((await t.app.inject({ method: "GET", url: "/api/preparers" })).json() as { id: number }[]).map((entry) => entry.id);
    expect(preparers).toContain(other.id);
    expect(preparers).not.toContain(pat.id);
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: await signIn(t.app, client),
      payload: { service: "Personal Tax Prep", appointment_time: "2026-03-04T17:00:00.000Z", preparer_id: pat.id },
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json()).toMatchObject({ message: API_MESSAGES.booking.unknownPreparer });
    // A reset link would let nobody in: none is sent.
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: pat.email } });
    while ((await worker.runOnce()) > 0);
    expect(smtp.messages).toHaveLength(0);

    // The client cancels the appointment still waiting for another preparer: the office hears of it, Pat does not.
    const later = await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date("2026-03-06T17:00:00.000Z"), status: "confirmed", preparerId: pat.id },
    });
    await t.db.outboxMessage.deleteMany();
    const cancelled = await t.app.inject({ method: "DELETE", url: `/api/appointments/${later.id}`, cookies: await signIn(t.app, client), payload: { reason: "Moving away" } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const officeCopies = await t.db.outboxMessage.findMany({ where: { kind: "office.appointment-cancelled" }, select: { recipient: true } });
    expect(officeCopies.map((row) => row.recipient)).toContain(owner.email);
    expect(officeCopies.map((row) => row.recipient)).not.toContain(pat.email);

    const again = await trpcCall(t.app, "mutation", "staff.reactivate", { cookies: ownerCookies, input: { id: pat.id } });
    expect(again.data).toMatchObject({ id: pat.id, status: "active" });
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: { email: pat.email, password: pat.password } })).statusCode).toBe(200);
    expect(await t.db.auditEvent.count({ where: { action: { in: ["staff.deactivated", "staff.reactivated"] }, subjectId: String(pat.id) } })).toBe(2);
  });

  it("lists everyone on the staff, deactivated last, and nobody else; only for the owner, never an API key", async () => {
    const listed = await trpcCall(t.app, "query", "staff.list", { cookies: ownerCookies });
    const staff = listed.data as { role: string; status: string }[];
    expect(staff.every((member) => member.role !== "client")).toBe(true);
    const firstDeactivated = staff.findIndex((member) => member.status === "deactivated");
    expect(firstDeactivated === -1 || staff.slice(firstDeactivated).every((member) => member.status === "deactivated")).toBe(true);
    const desk = await createUser(t.db, { role: "front_desk" });
    expect((await t.app.inject({ method: "GET", url: "/api/staff", cookies: await signIn(t.app, desk) })).statusCode).toBe(403);
  });
});

describe("public profiles", () => {
  it("sets a preparer's photo, credentials, languages and bio, which the booking page's list of preparers then shows; records what changed", async () => {
    const ana = await createUser(t.db, { role: "preparer", fullName: "Ana Profile" });
    await t.db.media.create({ data: { id: "11111111-2222-4333-8444-555555555555", contentType: "image/webp", bytes: Buffer.from("webp"), width: 400, height: 400 } });
    const profile = {
      photo: "/media/11111111-2222-4333-8444-555555555555",
      credentials: "EA, CTEC A123456",
      languages: ["en", "es"],
      bio: "Fifteen years of returns for families in Fresno.",
    };
    const saved = await t.app.inject({ method: "PUT", url: `/api/staff/${ana.id}/profile`, cookies: ownerCookies, payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: ana.id, profile });
    const listed = (await t.app.inject({ method: "GET", url: "/api/preparers" })).json() as { id: number }[];
    expect(listed.find((preparer) => preparer.id === ana.id)).toEqual({ id: ana.id, name: "Ana Profile", photo: profile.photo, credentials: profile.credentials, languages: ["en", "es"] });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "staff.profile_updated", subjectId: String(ana.id) } });
    expect(JSON.parse(event.after ?? "{}")).toMatchObject({ languages: ["en", "es"], credentials: "EA, CTEC A123456" });

    const cleared = await trpcCall(t.app, "mutation", "staff.setProfile", { cookies: ownerCookies, input: { id: ana.id, photo: null } });
    expect(cleared.data).toMatchObject({ profile: { photo: null, credentials: "", languages: [], bio: "", on_about: false } });
  });

  it("shows those the owner chose in the About page's team, in place of the typed preparers, while they work here and as they name themselves", async () => {
    const business = async () => (await t.app.inject({ method: "GET", url: "/api/business" })).json() as { team: { id: number; name: string }[]; preparers: unknown[] };
    const typed = (await business()).preparers;
    expect((await business()).team).toEqual([]);
    const cleo = await createUser(t.db, { role: "preparer", fullName: "Cleo Shown" });
    await createUser(t.db, { role: "preparer", fullName: "Dan Not Shown" });
    const profile = { photo: null, credentials: "CPA", languages: ["en", "vi"], bio: "Small businesses and their books.", on_about: true };
    const saved = await t.app.inject({ method: "PUT", url: `/api/staff/${cleo.id}/profile`, cookies: ownerCookies, payload: profile });
    expect(saved.json()).toMatchObject({ profile });
    const { team, preparers } = await business();
    expect(team).toEqual([{ id: cleo.id, name: "Cleo Shown", photo: null, credentials: "CPA", languages: ["en", "vi"], bio: "Small businesses and their books." }]);
    // The typed list stays as the owner typed it, for the business page to edit.
    expect(preparers).toEqual(typed);

    // Their own new name shows at once.
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies: await signIn(t.app, cleo),
      payload: { fullName: "Cleo Renamed", phone: "" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await business()).team.map((member) => member.name)).toEqual(["Cleo Renamed"]);

    // Deactivated: off the page; back: on it again.
    expect((await t.app.inject({ method: "POST", url: `/api/staff/${cleo.id}/deactivate`, cookies: ownerCookies })).statusCode).toBe(200);
    expect((await business()).team).toEqual([]);
    expect((await t.app.inject({ method: "POST", url: `/api/staff/${cleo.id}/reactivate`, cookies: ownerCookies })).statusCode).toBe(200);
    expect((await business()).team.map((member) => member.id)).toEqual([cleo.id]);

    const hidden = await trpcCall(t.app, "mutation", "staff.setProfile", { cookies: ownerCookies, input: { id: cleo.id, ...profile, on_about: false } });
    expect(hidden.data).toMatchObject({ profile: { on_about: false } });
    expect((await business()).team).toEqual([]);
  });

  it("refuses a photo not uploaded here, a language not on the list, and a bio too long, changing nothing", async () => {
    const ben = await createUser(t.db, { role: "preparer", fullName: "Ben Profile" });
    const cases: [object, string][] = [
      [{ photo: "/media/99999999-2222-4333-8444-555555555555" }, VALIDATION_MESSAGES.photoNotUploaded],
      [{ photo: "https://example.com/me.jpg" }, VALIDATION_MESSAGES.photoNotUploaded],
      [{ photo: null, languages: ["tlh"] }, VALIDATION_MESSAGES.spokenLanguage],
      [{ photo: null, languages: ["es", "es"] }, VALIDATION_MESSAGES.spokenLanguage],
      [{ photo: null, bio: "x".repeat(601) }, VALIDATION_MESSAGES.bioTooLong],
      [{ photo: null, on_about: "yes" }, VALIDATION_MESSAGES.onAbout],
    ];
    for (const [payload, message] of cases) {
      const refused = await t.app.inject({ method: "PUT", url: `/api/staff/${ben.id}/profile`, cookies: ownerCookies, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect(await t.db.user.findUniqueOrThrow({ where: { id: ben.id } })).toMatchObject({ profilePhoto: null, profileLanguages: "[]", profileBio: "" });
  });
});
