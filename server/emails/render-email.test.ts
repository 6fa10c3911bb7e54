import { describe, expect, it } from "vitest";
import { SAMPLE_CONTEXT, SAMPLE_EMAILS } from "./email-fixtures";
import { EMAIL_KINDS } from "./email-payloads";
import { renderEmail } from "./render-email";
import { oneLine } from "./subjects";

describe("renderEmail", () => {
  it.each(EMAIL_KINDS)("renders %s with an HTML and a text part, the business's details and a one-line subject", async (kind) => {
    const { payload, facts } = SAMPLE_EMAILS[kind];
    const email = await renderEmail(payload, SAMPLE_CONTEXT, facts);
    expect(email.subject).toBe(oneLine(email.subject));
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="en"');
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Valley Tax Pros");
      expect(part).toContain("(559) 555-0123");
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
