import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { brandPalette } from "../shared/brand-palette";
import { BRAND } from "../shared/design-tokens";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { bookOverRest } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { createEmailWorker } from "./email-worker";

/**
 * The office's logo and colour in its emails (issue 33, decision 0249), over a real SMTP server:
 * the logo at the site's full address, sized as a letterhead, and the buttons and links in the
 * owner's colour, both schemes; the product's own without them.
 */
const clock = testClock("2026-03-02T15:00:00.000Z");
const APP_URL = "https://book.example.com";
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let clientEmail: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  let client: { email: string };
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { SMTP_URL: smtp.url, APP_URL } } }));
  clientEmail = client.email;
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});

/** The HTML of the email the client receives for a request booked at `start`. */
async function requestEmailAt(start: string): Promise<string> {
  await bookOverRest(t.app, clientCookies, start);
  while ((await worker.runOnce()) > 0);
  const mail = smtp.messages.find((message) => [message.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === clientEmail)));
  smtp.messages.length = 0;
  return typeof mail?.html === "string" ? mail.html : "";
}

describe("the office's brand in its emails", () => {
  it("is the product's own until the owner sets one", async () => {
    const html = await requestEmailAt("2026-03-03T17:00:00.000Z");
    expect(html).not.toContain("<img");
    expect(html).toContain(`color:${BRAND[8]}`);
  });

  it("shows the owner's logo at the site's address, 48 pixels high, and their colour in both schemes", async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 1 } } }).png().toBuffer();
    const upload = await t.app.inject({ method: "POST", url: "/api/business/logo", cookies: adminCookies, headers: { "content-type": "image/png" }, payload: png });
    const { url } = upload.json() as { url: string };
    const saved = await t.app.inject({ method: "PUT", url: "/api/business", cookies: adminCookies, payload: { logo: url, primaryColor: "#7b2d8e" } });
    expect(saved.statusCode, saved.body).toBe(200);

    const html = await requestEmailAt("2026-03-03T18:00:00.000Z");
    expect(html).toMatch(new RegExp(`<img[^>]*src="${APP_URL}${url}"`));
    expect(html).toMatch(/<img[^>]*width="96"[^>]*height="48"|<img[^>]*height="48"[^>]*width="96"/);
    const palette = brandPalette("#7b2d8e");
    expect(html).toContain(`color:${palette[8]}`);
    expect(html).toContain(`.em-link{color:${palette[3]}!important}`);
    expect(html).not.toContain(`color:${BRAND[8]}`);
  });
});
