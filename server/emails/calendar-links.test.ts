import { describe, expect, it } from "vitest";
import { calendarLinksFor, googleCalendarUrl } from "./calendar-links";
import { SAMPLE_CONTEXT } from "./email-fixtures";

describe("calendarLinksFor", () => {
  const appointment = { id: 41, service: "Personal Tax Prep", start: "2031-02-03T17:00:00.000Z", slots: 1 };

  it("gives the invitation link and Google Calendar's page, made once per appointment and language", () => {
    const links = calendarLinksFor(SAMPLE_CONTEXT, appointment, "es");
    expect(links).toEqual({
      ics_url: SAMPLE_CONTEXT.invitationUrl(41),
      google_url: googleCalendarUrl({ id: 41, service: "Personal Tax Prep", start: "2031-02-03T17:00:00.000Z", sequence: 0, slots: 1 }, SAMPLE_CONTEXT, "es"),
    });
    expect(calendarLinksFor(SAMPLE_CONTEXT, { ...appointment }, "es")).toBe(links);
  });

  it("ends the Google Calendar event after the appointment's own length", () => {
    const url = new URL(calendarLinksFor(SAMPLE_CONTEXT, { ...appointment, id: 42, slots: 2 }, "en").google_url);
    expect(url.searchParams.get("dates")).toBe("20310203T170000Z/20310203T190000Z");
  });

  it("makes new links when the time, the service, the language or the business changes", () => {
    const links = calendarLinksFor(SAMPLE_CONTEXT, appointment, "en");
    const moved = calendarLinksFor(SAMPLE_CONTEXT, { ...appointment, start: "2031-02-03T18:00:00.000Z" }, "en");
    expect(moved.google_url).not.toBe(links.google_url);
    expect(calendarLinksFor(SAMPLE_CONTEXT, { ...appointment, service: "IRS Representation" }, "en").google_url).not.toBe(links.google_url);
    expect(calendarLinksFor(SAMPLE_CONTEXT, appointment, "es").google_url).not.toBe(links.google_url);
    const renamed = { ...SAMPLE_CONTEXT, business: { ...SAMPLE_CONTEXT.business, name: "Another Name" } };
    expect(calendarLinksFor(renamed, appointment, "en").google_url).toContain("Another+Name");
  });
});
