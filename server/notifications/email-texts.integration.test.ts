import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { emailMessages } from "../emails/email-messages";
import type { EmailTexts } from "../shared/email-texts.schema";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { bookOverRest, createUser, signIn } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { trpcCall } from "../testing/trpc-inject";
import { createEmailWorker } from "./email-worker";

/**
 * The owner's words in the appointment emails (issue 33, decision 0247), over a real SMTP server:
 * the opening and the closing the owner saved reach the client in their language, read when each
 * email is sent; the product keeps the facts; null gives the product's opening back. The preview is
 * the same email, drawn from a draft without saving it.
 */
const clock = testClock("2026-03-02T15:00:00.000Z");
let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
let clientEmail: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  let client: { email: string };
  ({ t, client, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: clock.now, env: { SMTP_URL: smtp.url } } }));
  clientEmail = client.email;
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
/** The email one person received of those just sent. */
const mailTo = (mails: Awaited<ReturnType<typeof deliverAll>>, address: string) =>
  mails.find((mail) => [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address)));
const put = (kind: string, payload: object, cookies = adminCookies) => t.app.inject({ method: "PUT", url: `/api/email-texts/${kind}`, cookies, payload });
const OPENING = { en: "Thanks for choosing us, we will look at your request today.", es: "Gracias por elegirnos, hoy revisamos su solicitud." };
const CLOSING = { en: "Warmly, Maria and the team", es: "Con cariño, Maria y el equipo" };

describe("the owner's words in the appointment emails", () => {
  it("reach the client as saved, one already waiting too, with the product's facts kept; the audit trail records the change", async () => {
    await bookOverRest(t.app, clientCookies, "2026-03-03T17:00:00.000Z");
    const saved = await put("received", { intro: OPENING, closing: CLOSING });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ received: { intro: OPENING, closing: CLOSING } } satisfies EmailTexts);

    const received = mailTo(await deliverAll(), clientEmail);
    expect(received?.text).toContain(OPENING.en);
    expect(received?.text).toContain(CLOSING.en);
    expect(received?.text).not.toContain(emailMessages("en").appointment.received);
    expect(received?.text).toContain("Personal Tax Prep");
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "email_text.updated" }, orderBy: { id: "desc" } });
    expect(event).toMatchObject({ subjectType: "email_text", subjectId: "received" });
    expect(JSON.parse(event.after ?? "{}")).toEqual({ intro: OPENING, closing: CLOSING });
  });

  it("speak Spanish to a client who reads Spanish", async () => {
    const rosa = await createUser(t.db);
    await t.db.user.update({ where: { id: rosa.id }, data: { locale: "es" } });
    await bookOverRest(t.app, await signIn(t.app, rosa), "2026-03-03T18:00:00.000Z");
    const mail = mailTo(await deliverAll(), rosa.email);
    expect(mail?.text).toContain(OPENING.es);
    expect(mail?.text).toContain(CLOSING.es);
  });

  it("give the product's opening back with null, over tRPC, and keep the others' words", async () => {
    const changed = await trpcCall(t.app, "mutation", "emailTexts.update", { input: { kind: "received", intro: null, closing: CLOSING }, cookies: adminCookies });
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    await bookOverRest(t.app, clientCookies, "2026-03-04T17:00:00.000Z");
    const mail = mailTo(await deliverAll(), clientEmail);
    expect(mail?.text).toContain(emailMessages("en").appointment.received);
    expect(mail?.text).toContain(CLOSING.en);
    expect((await put("received", { intro: null, closing: null })).json()).toEqual({});
  });

  it("preview a draft in the real email without saving it", async () => {
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/email-texts/confirmed/preview",
      cookies: adminCookies,
      payload: { locale: "es", intro: { en: "See you soon!", es: "¡Hasta pronto!" }, closing: null },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { subject, html } = preview.json() as { subject: string; html: string };
    expect(subject).toMatch(/confirmada/);
    expect(html).toContain("¡Hasta pronto!");
    expect(html).not.toContain(emailMessages("es").appointment.confirmed);
    expect((await t.app.inject({ method: "GET", url: "/api/email-texts", cookies: adminCookies })).json()).toEqual({});
  });

  it("refuse a half-written part, an unknown email and anyone but the owner, and change nothing", async () => {
    const half = await put("reminder", { intro: { en: "Hi", es: "" }, closing: null });
    expect(half.statusCode).toBe(400);
    expect((half.json() as { message: string }).message).toBe(VALIDATION_MESSAGES.emailText.spanishRequired);
    expect((await put("welcome", { intro: null, closing: null })).statusCode).toBe(400);
    expect((await put("reminder", { intro: OPENING, closing: null }, clientCookies)).statusCode).toBe(403);
    const desk = await signIn(t.app, await createUser(t.db, { role: "front_desk" }));
    expect((await put("reminder", { intro: OPENING, closing: null }, desk)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/email-texts", cookies: adminCookies })).json()).toEqual({});
  });
});
