import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";

/** Everything the e2e mail catcher (e2e/mail-catcher.ts) has received for `address`. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const folder = join(process.env.E2E_DATA_DIR as string, "mail");
  const parsed = await Promise.all(readdirSync(folder).sort().map((file) => simpleParser(readFileSync(join(folder, file)))));
  return parsed.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
  );
}

/** Waits (polling the folder, no fixed sleep) for an email to `address` whose subject matches. */
export async function waitForEmail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(address)).find((mail) => subject.test(mail.subject ?? ""));
      return found !== undefined;
    }, { timeout: 15_000, message: `an email to ${address} with subject ${subject}` })
    .toBe(true);
  return found as ParsedMail;
}
