import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { API_MESSAGES } from "../shared/api-messages";
import { BUSINESS, BUSINESS_ADDRESS_LINE } from "../shared/business";
import { bookOverRest, createUser, signIn, type TestUser } from "../testing/factories";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { createEmailWorker } from "./email-worker";

/**
 * Email end to end inside one process: the real server (inject) over a fresh SQLite file,
 * the real outbox worker with nodemailer, and a real SMTP server that parses what arrives.
 * The worker is driven pass by pass (`runOnce`) under a test clock, so nothing sleeps.
 */

/** Monday 2026-03-02, 7:00 AM in Los Angeles (PST); Tuesday 9:00 AM is 17:00 UTC. */
const clock = testClock("2026-03-02T15:00:00.000Z");
const TUESDAY_9AM = "2026-03-03T17:00:00.000Z";
const THURSDAY_10AM = "2026-03-05T18:00:00.000Z";
const FRIDAY_11AM = "2026-03-06T19:00:00.000Z";

let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let admin: TestUser;
let client: TestUser;
let clientCookies: Record<string, string>;
let adminCookies: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, admin, client, clientCookies, adminCookies } = await createAppWithAccounts({
    app: { now: clock.now, env: { SMTP_URL: smtp.url, APP_URL: "https://book.example.com", MAIL_FROM: "office@valleytax.example" } },
    admin: { fullName: "Olivia Owner" },
    client: { fullName: "Carla Client" },
  }));
  worker = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock.reset();
  smtp.setMode("accept");
  smtp.messages.length = 0;
  // Each test starts from an empty outbox and free slots.
  await t.db.outboxMessage.deleteMany();
  await t.db.appointment.deleteMany();
});

/** Runs the worker until nothing is due, then returns what arrived. */
async function deliverAll(): Promise<ParsedMail[]> {
  while ((await worker.runOnce()) > 0);
  return smtp.messages;
}

const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? []);
const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address);

/** The text/calendar part of a message, as nodemailer attached it. */
function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  return part.content.toString("utf8").replace(/\r\n[ \t]/g, "");
}
const icsField = (ics: string, name: string) => new RegExp(`^${name}[;:]([^\\r\\n]*)`, "m").exec(ics)?.[1];

const book = (time = TUESDAY_9AM) => bookOverRest(t.app, clientCookies, time);

const adminCall = (method: "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: adminCookies, payload });

describe("a booking", () => {
  it("emails every admin the request and the client a receipt, each with an HTML and a text part", async () => {
    await book();
    const mails = await deliverAll();
    expect(mails).toHaveLength(2);

    const office = mails.find(to(admin.email)) as ParsedMail;
    expect(office.subject).toBe("New appointment request: Carla Client, Tue, Mar 3, 9:00 AM PST");
    expect(office.text).toContain("Tuesday, March 3, 2026, 9:00 AM PST");
    expect(office.text).toContain(client.email);
    expect(office.html).toContain("https://book.example.com/admin");
    expect(office.from?.value[0]).toEqual({ name: BUSINESS.name, address: "office@valleytax.example" });

    const receipt = mails.find(to(client.email)) as ParsedMail;
    expect(receipt.subject).toBe("We received your request for Tue, Mar 3, 9:00 AM PST");
    expect(receipt.text).toContain("pending until our office confirms it");
    expect(receipt.html).toContain(BUSINESS_ADDRESS_LINE);
    expect(receipt.html).toContain(BUSINESS.phone.display);
    expect(receipt.messageId).toMatch(/@book\.example\.com>$/);
  });

  it("sends the office's copy to NOTIFY_EMAIL instead of the admins when it is set", async () => {
    const other = await createTestApp({
      now: clock.now,
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "Desk@Office.example, owner@office.example" },
    });
    try {
      const someone = await createUser(other.db);
      await createUser(other.db, { role: "admin" });
      const response = await other.app.inject({
        method: "POST",
        url: "/api/appointments",
        cookies: await signIn(other.app, someone),
        payload: { service: "IRS Representation", appointment_time: TUESDAY_9AM },
      });
      expect(response.statusCode).toBe(201);
      const office = await other.db.outboxMessage.findMany({ where: { kind: "office.appointment-requested" } });
      expect(office.map((row) => row.recipient).sort()).toEqual(["desk@office.example", "owner@office.example"]);
    } finally {
      await other.close();
    }
  });
});

describe("the office's copy without NOTIFY_EMAIL (decision 0228)", () => {
  it("goes to every staff account that handles appointments: the owners and the front desk, no client", async () => {
    const other = await createTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
    try {
      const someone = await createUser(other.db);
      const owner = await createUser(other.db, { role: "admin" });
      const desk = await createUser(other.db, { role: "front_desk" });
      await createUser(other.db);
      await bookOverRest(other.app, await signIn(other.app, someone), TUESDAY_9AM);
      const office = await other.db.outboxMessage.findMany({ where: { kind: "office.appointment-requested" }, orderBy: { id: "asc" } });
      expect(office.map((row) => row.recipient)).toEqual([owner.email, desk.email]);
    } finally {
      await other.close();
    }
  });
});

describe("a client who chose Spanish", () => {
  let registrations = 0;
  /** Registered through the site in Spanish, as a Spanish-speaking client does (issue 15). */
  async function spanishClient(): Promise<{ email: string; cookies: Record<string, string> }> {
    registrations += 1;
    const account = { fullName: "Rosa Martínez", email: `rosa-${registrations}-${Date.now()}@example.com`, password: "contraseña-segura-1", locale: "es" };
    const registered = await t.app.inject({ method: "POST", url: "/api/register", payload: account });
    expect(registered.statusCode).toBe(201);
    return { email: account.email, cookies: await signIn(t.app, account) };
  }

  it("gets the receipt and the confirmation in Spanish, invitation too; the office's copy stays English", async () => {
    const rosa = await spanishClient();
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: rosa.cookies,
      payload: { service: "Personal Tax Prep", appointment_time: TUESDAY_9AM },
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { appointment: { id: number } }).appointment.id;
    expect((await adminCall("PUT", `/api/appointments/${id}/confirm`)).statusCode).toBe(200);
    const mails = await deliverAll();

    const office = mails.find(to(admin.email)) as ParsedMail;
    expect(office.subject).toBe("New appointment request: Rosa Martínez, Tue, Mar 3, 9:00 AM PST");
    expect(office.text).toContain("Personal Tax Prep");

    const [receipt, confirmed] = mails.filter(to(rosa.email)) as [ParsedMail, ParsedMail];
    expect(receipt.subject).toBe("Recibimos su solicitud de cita para el martes 3 de marzo, 9:00 a.m. PST");
    expect(receipt.html).toContain('lang="es"');
    expect(receipt.text).toContain("Hola, Rosa:");
    expect(receipt.text).toContain("Quedará pendiente hasta que nuestra oficina la confirme");
    expect(receipt.text).toContain("Servicio: Impuestos personales");
    expect(receipt.text).toContain("Fecha y hora: martes, 3 de marzo de 2026, 9:00 a.m. PST");
    expect(receipt.text).toContain("De lunes a sábado, de 9:00 a.m. a 5:00 p.m.");

    expect(confirmed.subject).toBe("Cita confirmada: Impuestos personales, martes 3 de marzo, 9:00 a.m. PST");
    expect(confirmed.text).toContain("SU CITA ESTÁ CONFIRMADA");
    expect(confirmed.text).toContain("Agregar a Google Calendar");
    expect(confirmed.text).toContain("Descargar archivo de calendario (.ics)");
    expect(confirmed.text).not.toContain("Personal Tax Prep");
    const ics = calendarOf(confirmed);
    expect(icsField(ics, "SUMMARY")).toBe(`Impuestos personales en ${BUSINESS.name}`);
    expect(icsField(ics, "DESCRIPTION")).toBe(`Su cita de Impuestos personales. ¿Tiene preguntas? Llame al ${BUSINESS.phone.display}.`);

    // The calendar file behind the email's link speaks Spanish too.
    const link = /https:\/\/book\.example\.com(\/api\/appointments\/\d+\/invitation\.ics\?sig=[\w-]+)/.exec(confirmed.html || "")?.[1];
    const file = await t.app.inject({ method: "GET", url: link as string });
    expect(file.body).toContain(`SUMMARY:Impuestos personales en ${BUSINESS.name}`);
  });

  it("gets the password-reset email in the account's language", async () => {
    const rosa = await spanishClient();
    const asked = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: rosa.email } });
    expect(asked.statusCode).toBe(200);
    const [mail] = (await deliverAll()).filter(to(rosa.email));
    expect(mail?.subject).toBe(`Restablezca su contraseña de ${BUSINESS.name}`);
    expect(mail?.text).toContain("Recibimos una solicitud para restablecer la contraseña de su cuenta");
    expect(mail?.text).toContain("Elegir una nueva contraseña");
  });

  it("still gets an email written before emails had a language in English", async () => {
    const rosa = await spanishClient();
    await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      cookies: rosa.cookies,
      payload: { service: "Personal Tax Prep", appointment_time: TUESDAY_9AM },
    });
    const row = await t.db.outboxMessage.findFirstOrThrow({ where: { kind: "client.appointment-received" } });
    const { locale, ...before } = JSON.parse(row.payload) as { locale?: string };
    expect(locale).toBe("es");
    await t.db.outboxMessage.update({ where: { id: row.id }, data: { payload: JSON.stringify(before) } });
    const [mail] = (await deliverAll()).filter(to(rosa.email));
    expect(mail?.subject).toBe("We received your request for Tue, Mar 3, 9:00 AM PST");
    expect(mail?.text).toContain("pending until our office confirms it");
  });
});

describe("the business's details", () => {
  it("are read when an email is sent: a rename shows in the very next email, even one already waiting", async () => {
    await book();
    const renamed = await t.app.inject({ method: "PUT", url: "/api/business", cookies: adminCookies, payload: { name: "Sierra Tax Studio" } });
    expect(renamed.statusCode).toBe(200);
    try {
      const [mail] = (await deliverAll()).filter(to(client.email));
      expect(mail?.from?.value[0]?.name).toBe("Sierra Tax Studio");
      expect(mail?.text).toContain("Sierra Tax Studio");
      expect(mail?.text).not.toContain(BUSINESS.name);
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/business", cookies: adminCookies, payload: { name: BUSINESS.name } });
    }
  });
});

describe("confirm, reschedule and cancel", () => {
  it("send one invitation per change: one UID, a growing SEQUENCE, REQUEST then CANCEL, the office as LOCATION", async () => {
    const id = await book();
    await deliverAll();
    smtp.messages.length = 0;

    expect((await adminCall("PUT", `/api/appointments/${id}/confirm`)).statusCode).toBe(200);
    expect((await adminCall("PUT", `/api/appointments/${id}/reschedule`, { new_appointment_time: THURSDAY_10AM })).statusCode).toBe(200);
    expect((await adminCall("DELETE", `/api/appointments/${id}`)).statusCode).toBe(200);
    const mails = (await deliverAll()).filter(to(client.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Confirmed: Personal Tax Prep, Tue, Mar 3, 9:00 AM PST",
      "New time: Personal Tax Prep, Thu, Mar 5, 10:00 AM PST",
      "Cancelled: Personal Tax Prep, Thu, Mar 5, 10:00 AM PST",
    ]);

    const invitations = mails.map(calendarOf);
    expect(invitations.map((ics) => icsField(ics, "METHOD"))).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(new Set(invitations.map((ics) => icsField(ics, "UID")))).toEqual(new Set([`appointment-${id}@book.example.com`]));
    expect(invitations.map((ics) => Number(icsField(ics, "SEQUENCE")))).toEqual([1, 2, 3]);
    expect(invitations.map((ics) => icsField(ics, "DTSTART"))).toEqual(["20260303T170000Z", "20260305T180000Z", "20260305T180000Z"]);
    expect(icsField(invitations[0] as string, "LOCATION")).toContain("2150 W Shaw Ave");
    expect(icsField(invitations[2] as string, "STATUS")).toBe("CANCELLED");

    // The calendar part is an alternative that mail clients show as an invitation.
    const confirmed = mails[0] as ParsedMail;
    expect(confirmed.text).toContain("Tuesday, March 3, 2026, 9:00 AM PST");
    expect(confirmed.html).toContain("calendar.google.com/calendar/render?action=TEMPLATE");
    expect(confirmed.html).toContain(`/api/appointments/${id}/invitation.ics?sig=`);
    const rescheduled = mails[1] as ParsedMail;
    expect(rescheduled.text).toContain("Previous time");
    expect(rescheduled.text).toContain("Tuesday, March 3, 2026, 9:00 AM PST");
  });

  it("serve the calendar file behind the email's link, and nothing for a forged signature", async () => {
    const id = await book();
    await adminCall("PUT", `/api/appointments/${id}/confirm`);
    await deliverAll();
    const confirmed = smtp.messages.filter(to(client.email)).at(-1) as ParsedMail;
    const link = /https:\/\/book\.example\.com(\/api\/appointments\/\d+\/invitation\.ics\?sig=[\w-]+)/.exec(confirmed.html || "")?.[1];
    expect(link).toBeDefined();

    const file = await t.app.inject({ method: "GET", url: link as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(file.body).toContain(`UID:appointment-${id}@book.example.com`);

    const forged = await t.app.inject({ method: "GET", url: `/api/appointments/${id}/invitation.ics?sig=forged` });
    expect(forged.statusCode).toBe(404);
    const unsigned = await t.app.inject({ method: "GET", url: `/api/appointments/${id}/invitation.ics` });
    expect(unsigned.statusCode).toBe(400);
  });
});

describe("reminders", () => {
  const reminders = () => t.db.outboxMessage.findMany({ where: { kind: "client.appointment-reminder" }, orderBy: { id: "asc" } });

  it("are sent once, a day before, re-armed by a reschedule and withdrawn by a cancel", async () => {
    const id = await book(THURSDAY_10AM);
    await adminCall("PUT", `/api/appointments/${id}/confirm`);
    const [armed] = await reminders();
    expect(armed?.dueAt.toISOString()).toBe("2026-03-04T18:00:00.000Z");

    await adminCall("PUT", `/api/appointments/${id}/reschedule`, { new_appointment_time: FRIDAY_11AM });
    expect((await reminders()).map((row) => [row.status, row.dueAt.toISOString()])).toEqual([
      ["cancelled", "2026-03-04T18:00:00.000Z"],
      ["queued", "2026-03-05T19:00:00.000Z"],
    ]);
    await deliverAll();
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith("Reminder"))).toHaveLength(0);

    clock.set("2026-03-05T19:00:00.000Z");
    await deliverAll();
    clock.advance(60 * 60_000);
    await deliverAll();
    const sent = smtp.messages.filter((mail) => mail.subject?.startsWith("Reminder"));
    expect(sent.map((mail) => mail.subject)).toEqual(["Reminder: Personal Tax Prep, Fri, Mar 6, 11:00 AM PST"]);
    expect(sent[0]?.text).toContain("photo ID");

    // Cancelled after its reminder went out: nothing more is sent.
    await adminCall("DELETE", `/api/appointments/${id}`);
    expect((await reminders()).map((row) => row.status)).toEqual(["cancelled", "sent"]);
  });

  it("are never sent for a cancelled appointment", async () => {
    const id = await book(THURSDAY_10AM);
    await adminCall("PUT", `/api/appointments/${id}/confirm`);
    await adminCall("DELETE", `/api/appointments/${id}`);
    clock.set("2026-03-05T12:00:00.000Z");
    await deliverAll();
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith("Reminder"))).toHaveLength(0);
    expect((await reminders()).map((row) => row.status)).toEqual(["cancelled"]);
  });

  it("are not made for an appointment confirmed inside the reminder window", async () => {
    const id = await book(TUESDAY_9AM);
    // Confirmed at noon on Monday, 21 hours before: the reminder's moment has passed.
    clock.set("2026-03-02T20:00:00.000Z");
    const cookies = await signIn(t.app, admin);
    expect((await t.app.inject({ method: "PUT", url: `/api/appointments/${id}/confirm`, cookies })).statusCode).toBe(200);
    expect(await reminders()).toHaveLength(0);
  });

  it("survive a restart and are sent once: the schedule is a row, not a timer", async () => {
    const id = await book(THURSDAY_10AM);
    await adminCall("PUT", `/api/appointments/${id}/confirm`);
    await deliverAll();
    // The server restarts after the reminder's time: a new worker over the same database.
    clock.set("2026-03-04T18:30:00.000Z");
    const afterRestart = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
    const yetAnother = createEmailWorker({ db: t.db, config: t.config, now: clock.now }) as OutboxWorker;
    expect(await Promise.all([afterRestart.runOnce(), yetAnother.runOnce()])).toEqual(expect.arrayContaining([1]));
    await afterRestart.runOnce();
    await yetAnother.runOnce();
    await afterRestart.stop();
    await yetAnother.stop();
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith("Reminder"))).toHaveLength(1);
  });
});

describe("the contact form", () => {
  it("emails the whole message to the office with Reply-To set to the sender", async () => {
    const message = "Hello,\n\nI have a 1099-K from my Etsy shop.\nCan you help?\n\n— Sam";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Sam Lee", email: "sam@example.com", phone: "559-555-0199", message },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = (await deliverAll()).filter(to(admin.email));
    expect(mail?.subject).toBe("New message from Sam Lee");
    expect(mail?.replyTo?.value).toEqual([{ name: "Sam Lee", address: "sam@example.com" }]);
    expect(mail?.text).toContain("I have a 1099-K from my Etsy shop.");
    expect(mail?.html).toContain("— Sam");
  });

  it("keeps a name with line breaks on one header line: no header can be injected", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Eve\r\nBcc: victim@example.com\r\nX-Evil: 1", email: "eve@example.com", message: "hi" },
    });
    expect(response.statusCode).toBe(200);
    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(recipients(mail)).toEqual([admin.email]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has("x-evil")).toBe(false);
    expect(mail.subject).toBe("New message from Eve Bcc: victim@example.com X-Evil: 1");
  });

  it("delivers a message of the largest allowed size whole, and refuses a larger one with a 400", async () => {
    const longest = "Line of a long question about a 1099-K. ".repeat(130).slice(0, 4996) + "end.";
    const accepted = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Long", email: "long@example.com", message: longest } });
    expect(accepted.statusCode).toBe(200);
    const [mail] = await deliverAll();
    expect(mail?.text?.replace(/\s+/g, " ")).toContain(longest.slice(-200).replace(/\s+/g, " ").trim());
    const tooLong = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Long", email: "long@example.com", message: `${longest}x` } });
    expect(tooLong.statusCode).toBe(400);
    expect(await t.db.outboxMessage.count()).toBe(1);
  });

  it("refuses an invalid sender address with a 400 and writes no email", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Sam", email: "sam@example.com\r\nBcc: x@example.com", message: "hi" },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.outboxMessage.count()).toBe(0);
  });
});

describe("when the mail server fails", () => {
  it("loses nothing while it is down: every booking succeeds and every email arrives once it is back", async () => {
    const down = await startTestSmtp();
    const port = down.port;
    await down.close();
    const outage = await createTestApp({ now: clock.now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const outageWorker = createEmailWorker({ db: outage.db, config: outage.config, now: clock.now }) as OutboxWorker;
      await createUser(outage.db, { role: "admin" });
      const booker = await createUser(outage.db);
      const cookies = await signIn(outage.app, booker);
      const times = ["2026-03-03T17:00:00.000Z", "2026-03-03T18:00:00.000Z", "2026-03-03T19:00:00.000Z"];
      for (const time of times) {
        const response = await outage.app.inject({
          method: "POST",
          url: "/api/appointments",
          cookies,
          payload: { service: "Personal Tax Prep", appointment_time: time },
        });
        expect(response.statusCode).toBe(201);
      }
      expect(await outageWorker.runOnce()).toBe(6);
      const waiting = await outage.db.outboxMessage.findMany();
      expect(waiting.map((row) => [row.status, row.attempts])).toEqual(Array(6).fill(["retrying", 1]));
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED/);

      const back = await startTestSmtp({ port });
      try {
        clock.advance(60_000);
        while ((await outageWorker.runOnce()) > 0);
        await back.waitForMessages(6);
        expect(back.messages).toHaveLength(6);
        expect(new Set(back.messages.map((mail) => mail.messageId)).size).toBe(6);
        expect((await outage.db.outboxMessage.findMany()).every((row) => row.status === "sent")).toBe(true);
      } finally {
        await outageWorker.stop();
        await back.close();
      }
    } finally {
      await outage.close();
    }
  });

  it("marks a permanent refusal (550) failed after one try, and an admin can send it again", async () => {
    smtp.setMode("reject");
    await book();
    await deliverAll();
    const failed = await t.db.outboxMessage.findMany();
    expect(failed.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 1],
      ["failed", 1],
    ]);
    expect(failed[0]?.lastError).toMatch(/550/);

    const list = await t.app.inject({ method: "GET", url: "/api/emails?status=failed", cookies: adminCookies });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);

    smtp.setMode("accept");
    const id = (failed[0] as { id: number }).id;
    const resend = await t.app.inject({ method: "POST", url: `/api/emails/${id}/resend`, cookies: adminCookies });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ id, status: "queued", attempts: 0, last_error: null });
    expect(await deliverAll()).toHaveLength(1);

    const again = await t.app.inject({ method: "POST", url: `/api/emails/${id}/resend`, cookies: adminCookies });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.emailLog.onlyFailedCanBeResent, code: "emailLog.onlyFailedCanBeResent" });
  });

  it("gives up after about a day of temporary failures", async () => {
    const down = await startTestSmtp();
    const port = down.port;
    await down.close();
    const outage = await createTestApp({ now: clock.now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const outageWorker = createEmailWorker({ db: outage.db, config: outage.config, now: clock.now }) as OutboxWorker;
      await outage.app.inject({ method: "POST", url: "/api/contact", payload: { name: "A", email: "a@example.com", message: "hi" } });
      await createUser(outage.db, { role: "admin" });
      await outage.db.outboxMessage.deleteMany();
      await outage.app.inject({ method: "POST", url: "/api/contact", payload: { name: "B", email: "b@example.com", message: "hi" } });
      const start = clock.now().getTime();
      for (let pass = 0; pass < 40; pass++) {
        await outageWorker.runOnce();
        const row = await outage.db.outboxMessage.findFirstOrThrow();
        if (row.status === "failed") break;
        clock.set(row.dueAt.toISOString());
      }
      const row = await outage.db.outboxMessage.findFirstOrThrow();
      expect(row.status).toBe("failed");
      expect(row.attempts).toBe(18);
      const hours = (clock.now().getTime() - start) / 3_600_000;
      expect(hours).toBeGreaterThan(20);
      expect(hours).toBeLessThan(30);
      await outageWorker.stop();
    } finally {
      await outage.close();
    }
  });
});

describe("the Email page's API", () => {
  it("is for admins only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/emails" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/emails", cookies: clientCookies })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/emails/1/resend", cookies: clientCookies })).statusCode).toBe(403);
  });

  it("lists recent messages newest first, without their bodies", async () => {
    await book();
    const response = await t.app.inject({ method: "GET", url: "/api/emails", cookies: adminCookies });
    const entries = response.json() as Record<string, unknown>[];
    expect(entries.map((entry) => entry.status)).toEqual(["queued", "queued"]);
    expect(Object.keys(entries[0] as object).sort()).toEqual(
      ["attempts", "created_at", "due_at", "id", "last_error", "recipient", "sent_at", "status", "subject"].sort(),
    );
    const unknown = await t.app.inject({ method: "POST", url: "/api/emails/999999/resend", cookies: adminCookies });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/emails?status=lost", cookies: adminCookies });
    expect(bad.statusCode).toBe(400);
  });
});
