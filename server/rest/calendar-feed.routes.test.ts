import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpSecretBox } from "../auth/secret-box";
import { newTotpSecret } from "../auth/totp";
import { storageOf, withOutbox } from "../services/deps";
import { createAdminAccounts } from "../services/users/admin-accounts";
import { API_MESSAGES } from "../shared/api-messages";
import { createUser, signIn, TEST_COOKIE_SECRET, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** The admins' calendar feed: each admin's own address, rotation, and the feed read as iCalendar. */
const NOW = new Date("2026-03-02T17:00:00.000Z");
let t: TestApp;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({
    app: { now: () => NOW, env: { APP_URL: "https://book.example.com" } },
    client: { fullName: "Rosa Feed" },
  }));
  // Typed without punctuation: the feed shows it as people read it (issue 19).
  await t.db.user.update({ where: { id: client.id }, data: { phone: "5595550150" } });
  const at = (iso: string, status: string) =>
    t.db.appointment.create({ data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(iso), status } });
  await at("2026-03-03T18:00:00.000Z", "pending");
  await at("2026-03-04T18:00:00.000Z", "confirmed");
  await at("2026-03-05T18:00:00.000Z", "cancelled");
  await at("2026-01-05T18:00:00.000Z", "confirmed"); // before the feed's 30 days
});
afterAll(async () => {
  await t.close();
});

const address = async (cookies = adminCookies) =>
  ((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies })).json() as { url: string }).url;
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

describe("the calendar feed", () => {
  it("gives admins a private address, and refuses it to everyone else", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: clientCookies })).statusCode).toBe(403);
    expect(await address()).toMatch(/^https:\/\/book\.example\.com\/api\/calendar\/[1-9]\d*-[A-Za-z0-9_-]{43}\.ics$/);
    expect(await address()).toBe(await address());
  });

  it("serves pending and confirmed appointments of the last 30 days on, as iCalendar a calendar app can read", async () => {
    const response = await fetchFeed(await address());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Valley Tax Pros appointments");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.component.getFirstPropertyValue("status")])).toEqual([
      ["Requested: Personal Tax Prep, Rosa Feed", "2026-03-03T18:00:00.000Z", "TENTATIVE"],
      ["Personal Tax Prep, Rosa Feed", "2026-03-04T18:00:00.000Z", "CONFIRMED"],
    ]);
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe("2026-03-03T19:00:00.000Z");
    expect(events[0]?.description).toContain(client.email);
    expect(events[0]?.description).toContain("Phone: (559) 555-0150");
    expect(events[0]?.uid).toMatch(/^appointment-\d+@book\.example\.com$/);
  });

  it("records each reading of the address and each rotation in the audit trail, with who did it (issue 29 item 16)", async () => {
    const owner = await createUser(t.db, { role: "admin", fullName: "Feed Owner" });
    const cookies = await signIn(t.app, owner);
    await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies });
    await trpcCall(t.app, "mutation", "calendarFeed.rotate", { cookies });
    const events = await t.db.auditEvent.findMany({ where: { userId: owner.id, action: { startsWith: "calendar_feed." } }, orderBy: { id: "asc" } });
    expect(events.map((event) => [event.action, event.actorLabel])).toEqual([
      ["calendar_feed.address_read", "Feed Owner"],
      ["calendar_feed.rotated", "Feed Owner"],
    ]);
    // The record names the act, never the address (a credential).
    expect(JSON.stringify(events)).not.toContain("/api/calendar/");
  });

  it("answers 404 to a wrong or malformed secret, and to the office-wide address of before (decision 0180)", async () => {
    const [, adminId] = /\/calendar\/(\d+)-/.exec(await address()) ?? [];
    const wrong = await fetchFeed(`https://book.example.com/api/calendar/${adminId}-${"A".repeat(43)}.ics`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(API_MESSAGES.calendarFeed.notFound);
    for (const file of [`${"A".repeat(43)}.ics`, "short.ics", `0${adminId}-${"A".repeat(43)}.ics`, `9999999999-${"A".repeat(43)}.ics`]) {
      const answer = await t.app.inject({ method: "GET", url: `/api/calendar/${file}` });
      expect([answer.statusCode, answer.json()]).toEqual([404, { message: API_MESSAGES.calendarFeed.notFound, code: "calendarFeed.notFound" }]);
    }
  });

  it("rotates to a new address that works while the old one stops at once, over REST and tRPC", async () => {
    const old = await address();
    const rotated = await t.app.inject({ method: "POST", url: "/api/calendar-feed/rotate", cookies: adminCookies });
    expect(rotated.statusCode).toBe(200);
    const fresh = (rotated.json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await address()).toBe(fresh);

    expect((await trpcCall(t.app, "mutation", "calendarFeed.rotate", { cookies: clientCookies })).status).toBe(403);
    const again = await trpcCall(t.app, "mutation", "calendarFeed.rotate", { cookies: adminCookies });
    expect((again.data as { url: string }).url).not.toBe(fresh);
    expect((await fetchFeed(fresh)).statusCode).toBe(404);
  });
});

describe("each admin's own address (issue 29 item 18, decision 0180)", () => {
  const newAdmin = async () => {
    const admin = await createUser(t.db, { role: "admin" });
    return { admin, cookies: await signIn(t.app, admin) };
  };

  it("differs from one admin to the next, is the same over REST and tRPC, and a replacement ends only its owner's", async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    const firstUrl = await address(first.cookies);
    const secondUrl = await address(second.cookies);
    expect(firstUrl).toContain(`/api/calendar/${first.admin.id}-`);
    expect(secondUrl).toContain(`/api/calendar/${second.admin.id}-`);
    const overTrpc = await trpcCall(t.app, "query", "calendarFeed.address", { cookies: second.cookies });
    expect((overTrpc.data as { url: string }).url).toBe(secondUrl);
    // One admin's secret under another admin's id opens nothing.
    expect((await fetchFeed(firstUrl.replace(`/${first.admin.id}-`, `/${second.admin.id}-`))).statusCode).toBe(404);

    const replaced = (await trpcCall(t.app, "mutation", "calendarFeed.rotate", { cookies: first.cookies })).data as { url: string };
    expect((await fetchFeed(firstUrl)).statusCode).toBe(404);
    expect((await fetchFeed(replaced.url)).statusCode).toBe(200);
    expect((await fetchFeed(secondUrl)).statusCode).toBe(200);
    expect(await address(second.cookies)).toBe(secondUrl);
  });

  it("stops working the moment its admin is no longer one, or the account is gone; the other admins' keep working", async () => {
    const leaving = await newAdmin();
    const deleted = await newAdmin();
    const staying = await newAdmin();
    const leavingUrl = await address(leaving.cookies);
    const deletedUrl = await address(deleted.cookies);
    const stayingUrl = await address(staying.cookies);
    for (const url of [leavingUrl, deletedUrl, stayingUrl]) expect((await fetchFeed(url)).statusCode).toBe(200);

    // No page or command takes the role away today: the database is where it happens, and the feed reads the role on every request.
    await t.db.user.update({ where: { id: leaving.admin.id }, data: { role: "client" } });
    await t.db.user.delete({ where: { id: deleted.admin.id } });
    for (const url of [leavingUrl, deletedUrl]) {
      const refused = await fetchFeed(url);
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: API_MESSAGES.calendarFeed.notFound, code: "calendarFeed.notFound" }]);
    }
    expect((await fetchFeed(stayingUrl)).statusCode).toBe(200);
  });

  it("never comes back when the account is made an admin again: create-admin gives it a new one", async () => {
    const { admin, cookies } = await newAdmin();
    const before = await address(cookies);
    await t.db.user.update({ where: { id: admin.id }, data: { role: "client" } });

    const storage = storageOf(t.db);
    const password = "quiet-harbor-lantern-93";
    try {
      const accounts = createAdminAccounts(withOutbox({ ...storage, config: t.config, now: () => NOW }));
      expect(await accounts.setAdmin({ email: admin.email, password, name: admin.fullName })).toBe("promoted");
    } finally {
      await storage.reads.close();
    }
    expect((await fetchFeed(before)).statusCode).toBe(404);

    // The promotion removed the authenticator app: the admin sets one up again, then reads the new address.
    const totpSecret = newTotpSecret();
    const sealed = totpSecretBox(TEST_COOKIE_SECRET).seal(totpSecret);
    await t.db.user.update({ where: { id: admin.id }, data: { totpSecret: sealed, totpEnabledAt: NOW } });
    const after = await address(await signIn(t.app, { email: admin.email, password, totpSecret }));
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).statusCode).toBe(200);
    expect((await fetchFeed(before)).statusCode).toBe(404);
  });

  it("is never given to an API key, read or write: only an admin's own session reads it (decision 0165)", async () => {
    for (const scope of ["read", "write"]) {
      const payload = { name: `Feed ${scope}`, scope };
      const created = await t.app.inject({ method: "POST", url: "/api/api-keys", cookies: adminCookies, payload });
      const { key, api_key } = created.json() as { key: string; api_key: { id: number } };
      const asked = await t.app.inject({ method: "GET", url: "/api/calendar-feed", headers: { authorization: `Bearer ${key}` } });
      expect([asked.statusCode, asked.json()]).toEqual([403, { message: API_MESSAGES.integrations.keyCannotManageAccess, code: "integrations.keyCannotManageAccess" }]);
      // Nothing read: the trail holds only the refusal (issue 29 item 16).
      const trail = await t.db.auditEvent.findMany({ where: { apiKeyId: api_key.id }, select: { action: true } });
      expect(trail).toEqual([{ action: "access.refused" }]);
    }
  });

  it("gives a preparer an address of their own that carries only the appointments assigned to them (decision 0231)", async () => {
    const preparer = await createUser(t.db, { role: "preparer", fullName: "Paula Feed" });
    const assigned = await t.db.appointment.findFirstOrThrow({ where: { userId: client.id, status: "confirmed", appointmentTime: { gte: NOW } } });
    await t.db.appointment.update({ where: { id: assigned.id }, data: { preparerId: preparer.id } });
    try {
      const own = await address(await signIn(t.app, preparer));
      const events = new ICAL.Component(ICAL.parse((await fetchFeed(own)).body))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component).startDate.toJSDate().toISOString());
      expect(events).toEqual([assigned.appointmentTime.toISOString()]);
      // The office's feed still carries everyone's.
      const office = new ICAL.Component(ICAL.parse((await fetchFeed(await address())).body)).getAllSubcomponents("vevent");
      expect(office).toHaveLength(2);
    } finally {
      await t.db.appointment.update({ where: { id: assigned.id }, data: { preparerId: null } });
    }
  });
});
