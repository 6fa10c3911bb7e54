import { describe, expect, it } from "vitest";
import { SAMPLE_CONTEXT, SAMPLE_EMAILS } from "./email-fixtures";
import { EMAIL_KINDS } from "./email-payloads";
import { renderEmail } from "./render-email";
import { oneLine } from "./subjects";

describe("renderEmail", () => {
  it.each(EMAIL_KINDS)("renders %s with an HTML and a text part, the business's details and hours, and a one-line subject", async (kind) => {
    const { payload, facts } = SAMPLE_EMAILS[kind];
    const email = await renderEmail(payload, SAMPLE_CONTEXT, facts);
    expect(email.subject).toBe(oneLine(email.subject));
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="en"');
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Valley Tax Pros");
      expect(part).toContain("(559) 555-0123");
      expect(part).toContain("Monday to Saturday, 9:00 AM to 5:00 PM");
    }
    expect(email.text).not.toContain("<");
  });

  it("writes times in the business zone with the zone named", async () => {
    const email = await renderEmail(SAMPLE_EMAILS["client.appointment-confirmed"].payload, SAMPLE_CONTEXT);
    expect(email.text).toContain("Tuesday, March 3, 2026, 10:00 AM PST");
    expect(email.calendar?.method).toBe("REQUEST");
  });

  it("folds control characters out of header text", () => {
    expect(oneLine("Eve\r\nBcc: x@example.com\u0000")).toBe("Eve Bcc: x@example.com");
  });
});

describe("times in emails", () => {
  it("name the zone, standard or daylight, in business time", async () => {
    const { formatWhen, shortWhen } = await import("./when");
    expect(formatWhen("2026-03-03T18:00:00.000Z", "America/Los_Angeles")).toBe("Tuesday, March 3, 2026, 10:00 AM PST");
    expect(formatWhen("2026-07-01T16:30:00.000Z", "America/Los_Angeles")).toBe("Wednesday, July 1, 2026, 9:30 AM PDT");
    expect(shortWhen("2026-11-02T00:05:00.000Z", "America/Los_Angeles")).toBe("Sun, Nov 1, 4:05 PM PST");
    expect(shortWhen("2026-03-03T18:00:00.000Z", "America/Denver")).toBe("Tue, Mar 3, 11:00 AM MST");
  });
});
