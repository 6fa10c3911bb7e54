import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { API_MESSAGES_ES } from "../shared/i18n/server-messages-es";
import { signIn, type TestUser } from "../testing/factories";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The calendar link in a client's emails and on their dashboard (`/api/appointments/{id}/invitation.ics?sig=`),
 * issue 29 item 18, decision 0180: it serves the client's name and email only while the appointment
 * is to come. Cancelled, it is a CANCEL with nobody in it; over, it is a 404 with its own sentence.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
let t: TestApp;
let client: TestUser;
let clientCookies: Record<string, string>;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, client, clientCookies, adminCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { APP_URL: "https://book.example.com" } },
    client: { fullName: "Rosa Invitada" },
  }));
  await t.db.user.update({ where: { id: client.id }, data: { phone: "5595550177" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.reset();
});

type Listed = { id: number; calendar: { ics_url: string } | null };

/** A confirmed appointment of the client's, and the calendar link their dashboard (and the confirmation email) gives for it. */
async function confirmedWithLink(start: string): Promise<{ id: number; link: string }> {
  const { id } = await t.db.appointment.create({
    data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date(start), status: "confirmed", icsSequence: 1 },
  });
  const listed = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies: clientCookies })).json() as Listed[];
  const url = new URL(listed.find((row) => row.id === id)?.calendar?.ics_url ?? "");
  return { id, link: url.pathname + url.search };
}

const fetchFile = (link: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: link, headers });
const eventOf = (body: string) => {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return { calendar, event: calendar.getFirstSubcomponent("vevent") as ICAL.Component };
};
/** What the file could say about the client: name, email, phone (as stored and as shown). */
const clientDetails = () => [client.fullName, client.email, "5595550177", "555-0177"];
/** The file with its long lines joined again (RFC 5545 folds them at 75 octets) and lower-cased, so a split detail is still found. */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, "").toLowerCase();

describe("an appointment's calendar link", () => {
  it("serves the appointment to come with the client as its attendee", async () => {
    const { id, link } = await confirmedWithLink("2026-03-04T18:00:00.000Z");
    const file = await fetchFile(link);
    expect(file.statusCode).toBe(200);
    const { calendar, event } = eventOf(file.body);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.getFirstPropertyValue("uid")).toBe(`appointment-${id}@book.example.com`);
    expect(event.getFirstProperty("attendee")?.getParameter("cn")).toBe(client.fullName);
    expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe(`mailto:${client.email}`);
    // The organiser is the office, not a person; the client's phone was never in it.
    expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:hello@valleytaxpros.example");
    expect(unfolded(file.body)).toContain(`:mailto:${client.email}`);
    expect(unfolded(file.body)).not.toContain("555-0177");
  });

  it("once cancelled, serves a CANCEL of the same event that names nobody, so a calendar that took it can remove it", async () => {
    const { id, link } = await confirmedWithLink("2026-03-05T18:00:00.000Z");
    const cancelled = await trpcCall(t.app, "mutation", "appointments.cancelMine", { cookies: clientCookies, input: { id } });
    expect(cancelled.status).toBe(200);

    const file = await fetchFile(link);
    expect(file.statusCode).toBe(200);
    const { calendar, event } = eventOf(file.body);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("uid")).toBe(`appointment-${id}@book.example.com`);
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("dtstart")?.toString()).toBe("2026-03-05T18:00:00Z");
    expect(event.getAllProperties("attendee")).toEqual([]);
    for (const detail of clientDetails()) expect(unfolded(file.body)).not.toContain(detail.toLowerCase());
  });

  it("once the appointment is over, answers 404 with its own sentence in the caller's language; the dashboard offers no link", async () => {
    const { id, link } = await confirmedWithLink("2026-03-03T18:00:00.000Z");
    clock.set("2026-03-03T18:59:59.000Z");
    expect((await fetchFile(link)).statusCode).toBe(200);

    clock.set("2026-03-03T19:00:00.000Z");
    const over = await fetchFile(link);
    expect([over.statusCode, over.json()]).toEqual([404, { message: API_MESSAGES.appointments.invitationOver, code: "appointments.invitationOver" }]);
    for (const detail of clientDetails()) expect(over.body.toLowerCase()).not.toContain(detail.toLowerCase());
    const inSpanish = await fetchFile(link, { "accept-language": "es-MX,es;q=0.9" });
    expect([inSpanish.statusCode, inSpanish.json()]).toEqual([404, { message: API_MESSAGES_ES.appointments.invitationOver, code: "appointments.invitationOver" }]);

    // A day later the first sign-in's access cookie has lapsed: the client signs in again.
    const cookies = await signIn(t.app, client);
    const viaRest = (await t.app.inject({ method: "GET", url: "/api/appointments/my", cookies })).json() as Listed[];
    const viaTrpc = (await trpcCall(t.app, "query", "appointments.mine", { cookies })).data as Listed[];
    for (const list of [viaRest, viaTrpc]) expect(list.find((row) => row.id === id)).toMatchObject({ id, calendar: null });
  });

  it("ends for a cancelled appointment too once its time has passed", async () => {
    const { id, link } = await confirmedWithLink("2026-03-06T18:00:00.000Z");
    const cancelled = await t.app.inject({ method: "DELETE", url: `/api/appointments/${id}`, cookies: adminCookies, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    expect((await fetchFile(link)).statusCode).toBe(200);
    clock.set("2026-03-06T19:00:00.000Z");
    expect((await fetchFile(link)).json()).toEqual({ message: API_MESSAGES.appointments.invitationOver, code: "appointments.invitationOver" });
  });

  it("says nothing about an appointment, over or not, to a link with a forged signature", async () => {
    const { id } = await confirmedWithLink("2026-03-09T18:00:00.000Z");
    for (const at of ["2026-03-02T17:00:00.000Z", "2026-03-09T19:00:00.000Z"]) {
      clock.set(at);
      const forged = await fetchFile(`/api/appointments/${id}/invitation.ics?sig=${"A".repeat(43)}`);
      expect([forged.statusCode, forged.json()]).toEqual([404, { message: API_MESSAGES.appointments.notFound, code: "appointments.notFound" }]);
    }
  });
});
