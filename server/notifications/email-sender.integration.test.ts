import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { BUSINESS, PLACEHOLDER_PROFILE } from "../shared/business";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { bookOverRest } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { emailSender } from "./email-sender";
import { createEmailWorker } from "./email-worker";

/**
 * Who emails are from without MAIL_FROM (decision 0241): the business email saved on the business
 * page, read when each email is sent, over a real SMTP server; the example address of a fresh
 * install until then, which the office is told about.
 */
const clock = testClock("2026-03-02T15:00:00.000Z");
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { SMTP_URL: smtp.url } } }));
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});

async function deliverAll() {
  while ((await worker.runOnce()) > 0);
  const sent = [...smtp.messages];
  smtp.messages.length = 0;
  return sent;
}
const senders = (mails: Awaited<ReturnType<typeof deliverAll>>) => new Set(mails.map((mail) => mail.from?.value[0]?.address));

describe("the sender without MAIL_FROM", () => {
  it("is the example address until the owner saves the business's email, then that address for every email, one already waiting too", async () => {
    await bookOverRest(t.app, clientCookies, "2026-03-03T17:00:00.000Z");
    expect(senders(await deliverAll())).toEqual(new Set([PLACEHOLDER_PROFILE.email]));

    await bookOverRest(t.app, clientCookies, "2026-03-03T18:00:00.000Z");
    const saved = await t.app.inject({ method: "PUT", url: "/api/business", cookies: adminCookies, payload: { name: "Sierra Tax Studio", email: "office@sierratax.example" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await deliverAll();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.from?.value[0])).toEqual(mails.map(() => ({ name: "Sierra Tax Studio", address: "office@sierratax.example" })));
  });
});

describe("emailSender", () => {
  const config = (from: string | null) => ({ email: { from, smtpUrl: undefined, notify: [], reminderMinutesBefore: 60, leaseSeconds: 60 } });
  it("names MAIL_FROM, under the business's name when it is a bare address, and otherwise the business's email, saying while it is the example one", () => {
    expect(emailSender(config("Desk <desk@example.com>"), BUSINESS)).toEqual({ from: "Desk <desk@example.com>", fromEnv: true, placeholder: false });
    expect(emailSender(config("desk@example.com"), BUSINESS)).toEqual({ from: `${BUSINESS.name} <desk@example.com>`, fromEnv: true, placeholder: false });
    expect(emailSender(config(null), { name: "Sierra", email: "office@sierratax.example" })).toEqual({ from: "Sierra <office@sierratax.example>", fromEnv: false, placeholder: false });
    expect(emailSender(config(null), PLACEHOLDER_PROFILE)).toMatchObject({ fromEnv: false, placeholder: true });
  });
});
