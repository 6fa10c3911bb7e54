import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EMAIL_KINDS } from "./email-payloads";

/** Designers review emails in Storybook: a kind of email without a story fails here. */
describe("the email stories", () => {
  const stories = readFileSync(fileURLToPath(new URL("./Emails.stories.tsx", import.meta.url)), "utf8");
  it.each(EMAIL_KINDS)("show %s", (kind) => {
    expect(stories).toContain(`args: { kind: "${kind}" }`);
  });
});
