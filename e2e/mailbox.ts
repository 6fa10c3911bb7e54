import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";

/** Where the e2e mail catcher (e2e/mail-catcher.ts) files the messages for `address`. */
export function mailFolderOf(address: string): string {
  return join(process.env.E2E_DATA_DIR as string, "mail", encodeURIComponent(address.toLowerCase()));
}

/** Everything the mail catcher has received for `address`, oldest first (a file still being written ends in .partial). */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const folder = mailFolderOf(address);
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
  return Promise.all(files.sort().map((file) => simpleParser(readFileSync(join(folder, file)))));
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
