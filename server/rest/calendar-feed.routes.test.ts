import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** The admins' calendar feed: its address, rotation, and the feed read as iCalendar. */
const NOW = new Date("2026-03-02T17:00:00.000Z");
let t: TestApp;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { APP_URL: "https://book.example.com" } });
  client = await createUser(t.db, { fullName: "Rosa Feed" });
  // Typed without punctuation: the feed shows it as people read it (issue 19).
  await t.db.user.update({ where: { id: client.id }, data: { phone: "5595550150" } });
  adminCookies = await signIn(t.app, await createUser(t.db, { role: "admin" }));
  clientCookies = await signIn(t.app, client);
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

const address = async () =>
  ((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: adminCookies })).json() as { url: string }).url;
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

describe("the calendar feed", () => {
  it("gives admins a private address, and refuses it to everyone else", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: clientCookies })).statusCode).toBe(403);
    expect(await address()).toMatch(/^https:\/\/book\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
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

  it("answers 404 to a wrong or malformed secret", async () => {
    const wrong = await fetchFeed(`https://book.example.com/api/calendar/${"A".repeat(43)}.ics`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("This calendar address is unknown or was replaced. Copy the current one from Admin.");
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/short.ics" })).statusCode).toBe(404);
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
