import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CLIENT_EMAIL_KINDS, EMAIL_KINDS } from "./email-payloads";

/** Designers review emails in Storybook: a kind of email without a story fails here. */
describe("the email stories", () => {
  const stories = readFileSync(fileURLToPath(new URL("./Emails.stories.tsx", import.meta.url)), "utf8");
  it.each(EMAIL_KINDS)("show %s", (kind) => {
    expect(stories).toContain(`args: { kind: "${kind}" }`);
  });
  // Issue 15: every email to a client has its Spanish story too.
  it.each(CLIENT_EMAIL_KINDS)("show %s in Spanish", (kind) => {
    expect(stories).toContain(`args: { kind: "${kind}", locale: "es" }`);
  });
});
