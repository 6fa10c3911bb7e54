import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../auth/tokens";
import { AUDIT_ACTIONS, type AuditEvent, type AuditEventPage } from "../shared/audit.schema";
import { bookOverRest, cookiesFrom, createUser, nextTotpCode, signIn, type TestUser } from "../testing/factories";
import { hashRecoveryCode } from "../auth/recovery-codes";
import type { RecoveryCodes, TotpSetup } from "../shared/mfa.schema";
import { storageOf, withOutbox } from "../services/deps";
import { createAdminAccounts } from "../services/users/admin-accounts";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { multipartFile } from "../testing/multipart-form";
import { createDocumentsService } from "../services/documents/documents.service";
import { newMasterKey } from "../files/document-vault";
import { DEFAULT_INTAKE } from "../shared/default-intake";

/**
 * The audit trail (issue 17, decision 0123): one run of every recorded action, then the
 * record each left (who, what, from where, before and after), the filters, and a scan of
 * every row for credentials.
 */
const NOW = new Date("2026-03-02T15:00:00.000Z");
const TUESDAY_9AM = "2026-03-03T17:00:00.000Z";
const TUESDAY_10AM = "2026-03-03T18:00:00.000Z";
const TUESDAY_11AM = "2026-03-03T19:00:00.000Z";
const TUESDAY_1PM = "2026-03-03T21:00:00.000Z";
const ADMIN_IP = "198.51.100.7";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;
/** Every credential the run handles: none may appear in any record. */
const secrets: string[] = [];

type Method = "GET" | "POST" | "PUT" | "DELETE";
const asAdmin = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, cookies: adminCookies, remoteAddress: ADMIN_IP });

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** The records of one action, newest first, straight from the REST route. */
async function eventsOf(action: string): Promise<AuditEvent[]> {
  const response = await asAdmin("GET", `/api/audit-events?action=${action}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as AuditEventPage).events;
}

async function onlyEvent(action: string): Promise<AuditEvent> {
  const events = await eventsOf(action);
  expect(events, action).toHaveLength(1);
  return events[0] as AuditEvent;
}

let appointmentId: number;
let secondAppointmentId: number;
let pastAppointmentId: number;
let bookedForClientId: number;

beforeAll(async () => {
  ({ t, admin, client, adminCookies, clientCookies } = await createAppWithAccounts({
    // Documents need a master key on PostgreSQL (decision 0254); SQLite would make its own.
    app: { now: () => NOW, env: { LOGIN_MAX_FAILURES: "3", WEBHOOKS_ALLOW_PRIVATE: "true", FILES_MASTER_KEY: newMasterKey().bytes.toString("base64") } },
    admin: { fullName: "Maria Lopez", password: "admin-password-1" },
    client: { fullName: "Carla Client", password: "client-password-1" },
    adminAddress: ADMIN_IP,
  }));
  secrets.push(admin.password, client.password);
  secrets.push(...Object.values(adminCookies), ...Object.values(clientCookies));

  // Appointments: confirmed, moved, noted, cancelled by the office; another cancelled by its client; one booked for a client.
  appointmentId = await bookOverRest(t.app, clientCookies, TUESDAY_9AM);
  await expectStatus(asAdmin("PUT", `/api/appointments/${appointmentId}/confirm`), 200);
  await expectStatus(asAdmin("PUT", `/api/appointments/${appointmentId}/reschedule`, { new_appointment_time: TUESDAY_10AM }), 200);
  const note = await trpcCall(t.app, "mutation", "appointments.setNote", { cookies: adminCookies, input: { id: appointmentId, note: "Bring W-2s" } });
  expect(note.status).toBe(200);
  await expectStatus(asAdmin("DELETE", `/api/appointments/${appointmentId}`, {}), 200);
  secondAppointmentId = await bookOverRest(t.app, clientCookies, TUESDAY_11AM);
  // The client moves it first (issue 32), then cancels it.
  await expectStatus(
    t.app.inject({
      method: "PUT",
      url: `/api/appointments/${secondAppointmentId}/reschedule`,
      cookies: clientCookies,
      payload: { new_appointment_time: TUESDAY_1PM },
    }),
    200,
  );
  await expectStatus(
    t.app.inject({ method: "DELETE", url: `/api/appointments/${secondAppointmentId}`, cookies: clientCookies, payload: { reason: "Sick" } }),
    200,
  );
  const bookedForClient = await expectStatus(
    asAdmin("POST", "/api/appointments/for-client", { client_id: client.id, service: "Personal Tax Prep", appointment_time: TUESDAY_1PM }),
    201,
  );
  bookedForClientId = (JSON.parse(bookedForClient.body) as { appointment: { id: number } }).appointment.id;
  // Yesterday's appointment, marked a no-show, then corrected to completed (decision 0226).
  pastAppointmentId = (
    await t.db.appointment.create({
      data: { userId: client.id, service: "Personal Tax Prep", appointmentTime: new Date("2026-03-01T17:00:00.000Z"), status: "confirmed" },
    })
  ).id;
  await expectStatus(asAdmin("PUT", `/api/appointments/${pastAppointmentId}/outcome`, { outcome: "no_show" }), 200);
  await expectStatus(asAdmin("PUT", `/api/appointments/${pastAppointmentId}/outcome`, { outcome: "completed" }), 200);
  // The office's first preparer takes the appointment booked for the client (decision 0231).
  const preparer = await createUser(t.db, { role: "preparer", fullName: "Paula Preparer" });
  await expectStatus(asAdmin("PUT", `/api/appointments/${bookedForClientId}/preparer`, { preparer_id: preparer.id }), 200);

  // Blocked periods, the business profile and a photo, the hours and a closure.
  const blocked = await expectStatus(asAdmin("POST", "/api/blocked-times", { start_time: "2026-03-04T09:00", end_time: "2026-03-04T12:00", reason: "Training" }), 201);
  await expectStatus(asAdmin("DELETE", `/api/blocked-times/${(blocked.body && JSON.parse(blocked.body).id) as number}`), 200);
  await expectStatus(asAdmin("PUT", "/api/business", { tagline: "Taxes done right" }), 200);
  await expectStatus(
    t.app.inject({ method: "POST", url: "/api/business/photos", cookies: adminCookies, headers: { "content-type": "image/png" }, payload: PNG }),
    201,
  );
  await expectStatus(
    t.app.inject({ method: "POST", url: "/api/business/logo", cookies: adminCookies, headers: { "content-type": "image/png" }, payload: PNG }),
    201,
  );
  await expectStatus(asAdmin("PUT", "/api/hours", { horizon_days: 45 }), 200);
  await expectStatus(asAdmin("PUT", "/api/hours/exceptions/2026-07-03", { hours: [], note: "Independence Day" }), 200);
  await expectStatus(asAdmin("DELETE", "/api/hours/exceptions/2026-07-03"), 200);

  // The calendar feed's address is a credential: reading and rotating it are recorded, the address is not.
  const feed = JSON.parse((await expectStatus(asAdmin("GET", "/api/calendar-feed"), 200)).body) as { url: string };
  const rotatedFeed = JSON.parse((await expectStatus(asAdmin("POST", "/api/calendar-feed/rotate"), 200)).body) as { url: string };
  secrets.push(new URL(feed.url).pathname, new URL(rotatedFeed.url).pathname);

  // API keys and webhooks: the key and the secret are shown once, and must go nowhere else.
  const key = (await expectStatus(asAdmin("POST", "/api/api-keys", { name: "Bookkeeping sync", scope: "write" }), 201)).body;
  const { key: apiKey, api_key: created } = JSON.parse(key) as { key: string; api_key: { id: number; prefix: string } };
  secrets.push(apiKey, created.prefix, (await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } })).hash);
  const viaKey = await t.app.inject({
    method: "PUT",
    url: "/api/hours",
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { horizon_days: 60 },
    remoteAddress: "203.0.113.50",
  });
  expect(viaKey.statusCode).toBe(200);
  await expectStatus(asAdmin("DELETE", `/api/api-keys/${created.id}`), 200);
  const hook = JSON.parse((await expectStatus(asAdmin("POST", "/api/webhooks", { url: "http://127.0.0.1:9/hook", events: ["appointment.confirmed"] }), 201)).body) as {
    secret: string;
    webhook: { id: number };
  };
  secrets.push(hook.secret);
  const delivery = await t.db.outboxMessage.create({
    data: { channel: "webhook", kind: "appointment.confirmed", payload: "{}", recipient: "http://127.0.0.1:9/hook", subject: "", messageId: "msg_audit_1", status: "failed", dueAt: NOW },
  });
  await expectStatus(asAdmin("POST", `/api/webhooks/deliveries/${delivery.id}/resend`), 200);
  await expectStatus(asAdmin("DELETE", `/api/webhooks/${hook.webhook.id}`), 200);

  // The inbox and the outbox.
  const message = await t.db.contactMessage.create({ data: { name: "Sam Lee", email: "sam@example.com", message: "Hello" } });
  await expectStatus(asAdmin("PUT", `/api/contact-messages/${message.id}`, { status: "archived" }), 200);
  const email = await t.db.outboxMessage.create({
    data: { kind: "client.appointment-confirmed", payload: "{}", recipient: "carla@example.com", subject: "Confirmed", messageId: "msg_audit_2", status: "failed", dueAt: NOW },
  });
  await expectStatus(asAdmin("POST", `/api/emails/${email.id}/resend`), 200);

  // Two-step sign-in (decision 0126): set up, a wrong code, a recovery code, new codes, removed.
  const mona = await createUser(t.db, { fullName: "Mona Client", password: "mona-password-1" });
  secrets.push(mona.password);
  const monaCookies = await signIn(t.app, mona);
  await expectStatus(t.app.inject({ method: "POST", url: "/api/users/reauthenticate", cookies: monaCookies, payload: { password: mona.password } }), 200);
  const setup = JSON.parse((await expectStatus(t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies: monaCookies }), 200)).body) as TotpSetup;
  secrets.push(setup.secret, setup.otpauth_url, (await t.db.user.findUniqueOrThrow({ where: { id: mona.id } })).totpSecret ?? "");
  const monaCode = () => nextTotpCode(setup.secret, NOW);
  const confirmed = await expectStatus(
    t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies: monaCookies, payload: { code: monaCode() } }),
    200,
  );
  const recoveryCodes = (JSON.parse(confirmed.body) as RecoveryCodes).recovery_codes;
  secrets.push(...recoveryCodes, ...recoveryCodes.map(hashRecoveryCode));
  const challenge = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/login", payload: { email: mona.email, password: mona.password } }));
  await expectStatus(t.app.inject({ method: "POST", url: "/api/login/mfa", cookies: challenge, payload: { code: "000000" } }), 401);
  await expectStatus(t.app.inject({ method: "POST", url: "/api/login/mfa", cookies: challenge, payload: { code: recoveryCodes[0] } }), 200);
  const renewed = await expectStatus(
    t.app.inject({ method: "POST", url: "/api/users/mfa/recovery-codes", cookies: monaCookies, payload: { password: mona.password, code: monaCode() } }),
    200,
  );
  secrets.push(...(JSON.parse(renewed.body) as RecoveryCodes).recovery_codes);
  await expectStatus(
    t.app.inject({ method: "DELETE", url: "/api/users/mfa/totp", cookies: monaCookies, payload: { password: mona.password, code: monaCode() } }),
    200,
  );

  // Refusals: a client at an office path (403), and a key that is not valid (401).
  await expectStatus(t.app.inject({ method: "GET", url: "/api/clients?page=1", cookies: clientCookies, remoteAddress: "192.0.2.30" }), 403);
  await expectStatus(t.app.inject({ method: "GET", url: "/api/clients", headers: { authorization: "Bearer txp_not-a-real-key" }, remoteAddress: "192.0.2.31" }), 401);

  // An email change: asked for with the password, then the emailed link (its row made here, as delivery would).
  await expectStatus(
    t.app.inject({ method: "POST", url: "/api/users/email-change", cookies: clientCookies, payload: { newEmail: "carla.new@example.com", currentPassword: client.password } }),
    200,
  );
  const emailToken = newToken();
  secrets.push(emailToken, hashToken(emailToken));
  await t.db.emailChangeToken.create({
    data: { userId: client.id, newEmail: "carla.new@example.com", tokenHash: hashToken(emailToken), expiresAt: new Date(NOW.getTime() + 3_600_000) },
  });
  await expectStatus(t.app.inject({ method: "POST", url: "/api/users/email-change/confirm", payload: { token: emailToken } }), 200);

  // Every second factor removed with a password-change email's link (decision 0177).
  const nico = await createUser(t.db, { fullName: "Nico Link", password: "nico-password-1", mfa: true });
  const removalToken = newToken();
  secrets.push(nico.password, nico.totpSecret ?? "", removalToken, hashToken(removalToken));
  await t.db.factorRemovalToken.create({ data: { userId: nico.id, tokenHash: hashToken(removalToken), expiresAt: new Date(NOW.getTime() + 3_600_000) } });
  await expectStatus(
    t.app.inject({ method: "POST", url: "/api/users/mfa/remove-with-link", payload: { token: removalToken, password: nico.password }, remoteAddress: "192.0.2.22" }),
    200,
  );

  // Passwords: a change, a reset by link, failed sign-ins up to a lock-out.
  const change = { currentPassword: client.password, newPassword: "client-password-2" };
  secrets.push(change.newPassword);
  await expectStatus(t.app.inject({ method: "PUT", url: "/api/users/password", cookies: clientCookies, payload: change, remoteAddress: "192.0.2.20" }), 200);
  const resetToken = newToken();
  secrets.push(resetToken, hashToken(resetToken), "client-password-3");
  await t.db.passwordResetToken.create({ data: { userId: client.id, tokenHash: hashToken(resetToken), expiresAt: new Date(NOW.getTime() + 3_600_000) } });
  await expectStatus(
    t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: resetToken, password: "client-password-3" }, remoteAddress: "192.0.2.21" }),
    200,
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    secrets.push(`wrong-guess-${attempt}`);
    const failed = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: admin.email, password: `wrong-guess-${attempt}` }, remoteAddress: "203.0.113.66" });
    expect(failed.statusCode).toBe(401);
  }
  const locked = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: admin.email, password: "wrong-guess-3" }, remoteAddress: "203.0.113.66" });
  expect(locked.statusCode).toBe(429);
  await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "nobody@example.com", password: "wrong-guess-4" }, remoteAddress: "203.0.113.67" });
  secrets.push("wrong-guess-3", "wrong-guess-4");

  // An account's own session events: it registers, signs out its other devices, a copy of a used
  // refresh token comes back (the clock is fixed, so the first use is moved back past the grace),
  // and it signs out.
  const reggie = { fullName: "Reggie New", email: "reggie@example.com", phone: null, password: "reggie-password-1" };
  await expectStatus(t.app.inject({ method: "POST", url: "/api/register", payload: reggie, remoteAddress: "192.0.2.30" }), 201);
  secrets.push(reggie.password);
  const laptop = await signIn(t.app, reggie);
  await signIn(t.app, reggie);
  secrets.push(...Object.values(laptop));
  await expectStatus(t.app.inject({ method: "POST", url: "/api/users/sessions/sign-out-others", cookies: laptop, payload: {} }), 200);
  const refresh = () => t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies: { rt: laptop.rt ?? "" }, remoteAddress: "203.0.113.90" });
  const refreshed = await refresh();
  expect(refreshed.statusCode).toBe(200);
  const fresh = Object.fromEntries(refreshed.cookies.map((cookie) => [cookie.name, cookie.value]));
  secrets.push(...Object.values(fresh));
  await t.db.refreshToken.updateMany({ where: { usedAt: { not: null } }, data: { usedAt: new Date(NOW.getTime() - 60 * 60_000) } });
  expect((await refresh()).statusCode).toBe(401);
  const phone = await signIn(t.app, reggie);
  await expectStatus(t.app.inject({ method: "POST", url: "/api/logout", cookies: phone, payload: {} }), 200);

  for (const user of await t.db.user.findMany({ select: { passwordHash: true } })) secrets.push(user.passwordHash);
});
afterAll(() => t.close());

describe("the record of each action", () => {
  it("names who confirmed, moved, noted and cancelled an appointment, from where, before and after", async () => {
    const subject = { subject_type: "appointment", subject_id: String(appointmentId) };
    const who = { type: "user", user_id: admin.id, api_key_id: null, label: "Maria Lopez" };
    const details = { client: "Carla Client", service: "Personal Tax Prep" };
    expect(await onlyEvent("appointment.confirmed")).toMatchObject({
      ...subject,
      actor: who,
      ip: ADMIN_IP,
      at: NOW.toISOString(),
      before: { status: "pending" },
      after: { status: "confirmed" },
      details: { ...details, appointment_time: TUESDAY_9AM },
    });
    expect(await onlyEvent("appointment.rescheduled")).toMatchObject({
      ...subject,
      actor: who,
      before: { appointment_time: TUESDAY_9AM },
      after: { appointment_time: TUESDAY_10AM },
    });
    // Over tRPC: the same actor, from the request's address.
    expect(await onlyEvent("appointment.note_changed")).toMatchObject({ ...subject, actor: who, before: { note: null }, after: { note: "Bring W-2s" } });
    expect(await onlyEvent("appointment.cancelled")).toMatchObject({ ...subject, actor: who, before: { status: "confirmed" }, after: { status: "cancelled" } });
    expect(await onlyEvent("appointment.cancelled_by_client")).toMatchObject({
      subject_id: String(secondAppointmentId),
      actor: { type: "user", user_id: client.id, label: "Carla Client" },
      before: { status: "pending" },
      after: { status: "cancelled", reason: "Sick" },
    });
    expect(await onlyEvent("appointment.rescheduled_by_client")).toMatchObject({
      subject_id: String(secondAppointmentId),
      actor: { type: "user", user_id: client.id, label: "Carla Client" },
      before: { appointment_time: TUESDAY_11AM },
      after: { appointment_time: TUESDAY_1PM },
    });
    const past = { subject_type: "appointment", subject_id: String(pastAppointmentId), actor: who };
    expect(await onlyEvent("appointment.no_show")).toMatchObject({ ...past, before: { status: "confirmed" }, after: { status: "no_show" } });
    expect(await onlyEvent("appointment.completed")).toMatchObject({ ...past, before: { status: "no_show" }, after: { status: "completed" } });
    expect(await onlyEvent("appointment.reassigned")).toMatchObject({
      subject_id: String(bookedForClientId),
      actor: who,
      before: { preparer: null },
      after: { preparer: "Paula Preparer" },
    });
    expect(await onlyEvent("appointment.booked_for_client")).toMatchObject({
      actor: who,
      after: { status: "confirmed", appointment_time: TUESDAY_1PM },
      details: { client: "Carla Client", new_account: false },
    });
  });

  it("records blocked periods, the profile's changed fields only, the photo, the logo, the hours and their exceptions", async () => {
    expect(await onlyEvent("blocked_time.created")).toMatchObject({ after: { reason: "Training" }, details: { start_time: "2026-03-04T17:00:00.000Z" } });
    expect(await onlyEvent("blocked_time.deleted")).toMatchObject({ before: { reason: "Training" } });
    const profile = await onlyEvent("business.updated");
    expect(Object.keys(profile.after ?? {})).toEqual(["tagline"]);
    expect(profile.after).toEqual({ tagline: "Taxes done right" });
    expect(await onlyEvent("business.photo_uploaded")).toMatchObject({ subject_type: "media", details: { content_type: "image/png" } });
    expect(await onlyEvent("business.logo_uploaded")).toMatchObject({ subject_type: "media", details: { content_type: "image/png" } });
    const [byKey, byAdmin] = await eventsOf("hours.updated");
    expect(byAdmin).toMatchObject({ before: { horizon_days: expect.any(Number) }, after: { horizon_days: 45 }, actor: { label: "Maria Lopez" } });
    expect(byKey).toMatchObject({
      actor: { type: "api_key", user_id: null, api_key_id: expect.any(Number), label: "Bookkeeping sync" },
      ip: "203.0.113.50",
      before: { horizon_days: 45 },
      after: { horizon_days: 60 },
    });
    expect(await onlyEvent("hours.exception_set")).toMatchObject({
      subject_type: "hours_exception",
      subject_id: "2026-07-03",
      before: null,
      after: { hours: [], note: "Independence Day" },
      details: { date: "2026-07-03", closed: true },
    });
    expect(await onlyEvent("hours.exception_removed")).toMatchObject({ subject_id: "2026-07-03", before: { note: "Independence Day" } });
  });

  it("records keys, webhooks, a resent delivery, the inbox and a resent email", async () => {
    expect(await onlyEvent("api_key.created")).toMatchObject({ after: { name: "Bookkeeping sync", scope: "write" } });
    expect(await onlyEvent("api_key.revoked")).toMatchObject({ details: { name: "Bookkeeping sync" }, after: { revoked: true } });
    expect(await onlyEvent("webhook.created")).toMatchObject({ after: { url: "http://127.0.0.1:9/hook", events: ["appointment.confirmed"] } });
    expect(await onlyEvent("webhook.removed")).toMatchObject({ before: { url: "http://127.0.0.1:9/hook" } });
    const reggieId = (await t.db.user.findUniqueOrThrow({ where: { email: "reggie@example.com" } })).id;
    const reggieActor = { actor: { user_id: reggieId, label: "Reggie New" } };
    expect(await onlyEvent("auth.registered")).toMatchObject({ ...reggieActor, ip: "192.0.2.30", subject_id: String(reggieId) });
    expect(await onlyEvent("auth.signed_out_elsewhere")).toMatchObject({ ...reggieActor, details: { count: 1 } });
    expect(await onlyEvent("auth.refresh_reused")).toMatchObject({ ...reggieActor, ip: "203.0.113.90" });
    expect(await onlyEvent("auth.signed_out")).toMatchObject(reggieActor);
    expect(await onlyEvent("calendar_feed.address_read")).toMatchObject({ actor: { type: "user" } });
    expect(await onlyEvent("calendar_feed.rotated")).toMatchObject({ actor: { type: "user" } });
    expect(await onlyEvent("webhook.delivery_resent")).toMatchObject({ subject_type: "webhook_delivery", details: { event: "appointment.confirmed" } });
    expect(await onlyEvent("contact_message.status_changed")).toMatchObject({
      before: { status: "unread" },
      after: { status: "archived" },
      details: { name: "Sam Lee" },
    });
    expect(await onlyEvent("email.resent")).toMatchObject({ details: { recipient: "carla@example.com", subject: "Confirmed" } });
  });

  it("records two-step sign-in set up, a wrong code, a recovery code, new codes, removals (also by link) and a confirmation", async () => {
    const mona = (await eventsOf("auth.mfa_enabled"))[0]?.actor.user_id;
    expect(await onlyEvent("auth.mfa_enabled")).toMatchObject({ subject_type: "user", details: { method: "totp" } });
    expect(await onlyEvent("auth.mfa_failed")).toMatchObject({ subject_id: String(mona) });
    expect(await onlyEvent("auth.recovery_code_used")).toMatchObject({ subject_id: String(mona), details: { left: 9 } });
    expect(await onlyEvent("auth.recovery_codes_renewed")).toMatchObject({ subject_id: String(mona) });
    expect(await onlyEvent("auth.mfa_removed")).toMatchObject({ subject_id: String(mona), details: { method: "totp" } });
    expect(await onlyEvent("auth.reauthenticated")).toMatchObject({ subject_id: String(mona), actor: { user_id: mona } });
    expect(await onlyEvent("auth.mfa_removed_by_link")).toMatchObject({
      actor: { label: "Nico Link" },
      ip: "192.0.2.22",
      details: { app: true, credentials: 0, recovery_codes: 0 },
    });
  });

  it("records sign-ins, failures with the address tried, one lock-out, an email change, a password change and a reset", async () => {
    const signIns = await eventsOf("auth.sign_in");
    const labels = ["Carla Client", "Maria Lopez", "Mona Client", "Mona Client", "Reggie New", "Reggie New", "Reggie New"];
    expect(signIns.map((event) => event.actor.label).sort()).toEqual(labels);
    expect(signIns.find((event) => event.actor.user_id === admin.id)).toMatchObject({ ip: ADMIN_IP, subject_type: "user", details: { method: "totp" } });
    expect(signIns.map((event) => event.details?.method).sort()).toEqual(["password", "password", "password", "password", "password", "recovery_code", "totp"]);

    const failures = await eventsOf("auth.sign_in_failed");
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatchObject({ actor: { type: "anonymous", label: "nobody@example.com" }, subject_type: null, ip: "203.0.113.67" });
    expect(failures[1]).toMatchObject({
      actor: { type: "anonymous", user_id: null, label: admin.email },
      subject_type: "user",
      subject_id: String(admin.id),
      details: { email: admin.email },
      ip: "203.0.113.66",
    });
    // Once, when the third failure locked the address out; the refused fourth try adds nothing.
    expect(await onlyEvent("auth.locked_out")).toMatchObject({ subject_id: String(admin.id), ip: "203.0.113.66" });

    expect(await onlyEvent("auth.password_changed")).toMatchObject({ actor: { user_id: client.id, label: "Carla Client" }, ip: "192.0.2.20", before: null, after: null });
    expect(await onlyEvent("access.refused")).toMatchObject({
      actor: { type: "user", user_id: client.id },
      ip: "192.0.2.30",
      details: { method: "GET", path: "/api/clients" },
    });
    expect(await onlyEvent("api_key.rejected")).toMatchObject({ actor: { type: "anonymous" }, ip: "192.0.2.31", subject_type: null });
    expect(await onlyEvent("auth.email_change_requested")).toMatchObject({ actor: { user_id: client.id }, subject_id: String(client.id) });
    expect(await onlyEvent("auth.email_changed")).toMatchObject({
      actor: { user_id: client.id },
      before: { email: expect.stringContaining("@example.com") },
      after: { email: "carla.new@example.com" },
    });
    expect(await onlyEvent("auth.password_reset")).toMatchObject({ actor: { user_id: client.id, label: "Carla Client" }, ip: "192.0.2.21", subject_id: String(client.id) });
  });

  it("records a client's promotion to admin by the operator, with the address (decision 0158)", async () => {
    const promoted = await createUser(t.db, { fullName: "Pat Promoted" });
    const storage = storageOf(t.db);
    try {
      const accounts = createAdminAccounts(withOutbox({ ...storage, config: t.config, now: () => NOW }));
      expect(await accounts.ensureFirstAdmin({ email: promoted.email, password: "not-applied-password", name: "Owner" })).toBe("promoted");
    } finally {
      await storage.reads.close();
    }
    expect(await onlyEvent("auth.promoted_to_admin")).toMatchObject({
      actor: { user_id: null, label: "ADMIN_EMAIL" },
      subject_type: "user",
      subject_id: String(promoted.id),
      details: { email: promoted.email },
    });
  });

  it("records the operator giving staff another role, and ends that account's sessions (issue 32)", async () => {
    const staff = await createUser(t.db, { role: "admin", fullName: "Rita Reassigned" });
    await t.db.session.create({ data: { id: "role-change-session", userId: staff.id, expiresAt: new Date(NOW.getTime() + 86_400_000) } });
    const storage = storageOf(t.db);
    try {
      const accounts = createAdminAccounts(withOutbox({ ...storage, config: t.config, now: () => NOW }));
      const input = { email: staff.email, password: "front-desk-Password-2026", name: "Rita", role: "front_desk" } as const;
      expect(await accounts.setAdmin(input)).toBe("role-changed");
      expect(await accounts.setAdmin(input)).toBe("password-set");
    } finally {
      await storage.reads.close();
    }
    expect(await t.db.user.findUniqueOrThrow({ where: { id: staff.id } })).toMatchObject({ role: "front_desk", totpEnabledAt: expect.any(Date) });
    expect(await t.db.session.findUniqueOrThrow({ where: { id: "role-change-session" } })).toMatchObject({ revokedAt: NOW });
    expect(await onlyEvent("auth.role_changed")).toMatchObject({
      actor: { user_id: null, label: "create-admin" },
      subject_type: "user",
      subject_id: String(staff.id),
      details: { email: staff.email, role: "front_desk" },
    });
  });

  it("records the owner's staff changes and a preparer's hours, through the routes (issue 32)", async () => {
    const invited = await asAdmin("POST", "/api/staff", { full_name: "Ivy Invited", email: "ivy.invited@example.com", role: "preparer" });
    expect(invited.statusCode, invited.body).toBe(201);
    const ivy = (invited.json() as { id: number }).id;
    const hours = { sunday: [], monday: [{ opens: "10:00", closes: "14:00" }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
    await expectStatus(asAdmin("PUT", `/api/preparers/${ivy}/hours`, { weekly: hours }), 200);
    await expectStatus(asAdmin("PUT", `/api/staff/${ivy}/profile`, { photo: null, credentials: "EA", languages: ["es"] }), 200);
    await expectStatus(asAdmin("POST", `/api/staff/${ivy}/deactivate`), 200);
    await expectStatus(asAdmin("POST", `/api/staff/${ivy}/reactivate`), 200);
    expect(await onlyEvent("staff.invited")).toMatchObject({ subject_type: "user", subject_id: String(ivy), details: { email: "ivy.invited@example.com", role: "preparer" } });
    expect(await onlyEvent("hours.preparer_updated")).toMatchObject({ subject_id: String(ivy), after: { weekly: hours }, details: { preparer: "Ivy Invited" } });
    expect(await onlyEvent("staff.deactivated")).toMatchObject({ subject_id: String(ivy), details: { name: "Ivy Invited" } });
    expect(await onlyEvent("staff.reactivated")).toMatchObject({ subject_id: String(ivy) });
    expect(await onlyEvent("staff.profile_updated")).toMatchObject({ subject_id: String(ivy), after: { credentials: "EA", languages: ["es"] }, details: { name: "Ivy Invited" } });
  });

  it("records the owner's services: added, changed (fields that changed only), reordered, retired and offered again (decision 0237)", async () => {
    const service = { name: "Bookkeeping", name_es: "Contabilidad", description: "Monthly books.", description_es: "Libros mensuales.", price_cents: null };
    const created = await asAdmin("POST", "/api/services", service);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    await expectStatus(asAdmin("PUT", `/api/services/${id}`, { ...service, price_cents: 9900 }), 200);
    const all = (await asAdmin("GET", "/api/services/all")).json() as { id: number }[];
    await expectStatus(asAdmin("PUT", "/api/services/order", { ids: all.map((row) => row.id).reverse() }), 200);
    await expectStatus(asAdmin("POST", `/api/services/${id}/retire`), 200);
    await expectStatus(asAdmin("POST", `/api/services/${id}/restore`), 200);
    expect(await onlyEvent("service.created")).toMatchObject({ subject_type: "service", subject_id: String(id), details: { service: "Bookkeeping" } });
    expect(await onlyEvent("service.updated")).toMatchObject({ before: { price_cents: null }, after: { price_cents: 9900 } });
    expect((await onlyEvent("service.reordered")).after).toMatchObject({ order: expect.arrayContaining(["Bookkeeping", "Personal Tax Prep"]) });
    expect(await onlyEvent("service.retired")).toMatchObject({ subject_id: String(id), details: { service: "Bookkeeping" } });
    expect(await onlyEvent("service.restored")).toMatchObject({ subject_id: String(id) });
  });

  it("records the owner's reviews: added, changed, reordered, hidden, shown and deleted, the words of a deleted one not kept (decision 0243)", async () => {
    const review = { name: "Rosa M.", text: "Quick and kind.", rating: 5, given_on: "2026-01-05", client_consented: true };
    const created = await asAdmin("POST", "/api/reviews", review);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    await expectStatus(asAdmin("PUT", `/api/reviews/${id}`, { ...review, rating: 4 }), 200);
    const all = (await asAdmin("GET", "/api/reviews/all")).json() as { id: number }[];
    await expectStatus(asAdmin("PUT", "/api/reviews/order", { ids: all.map((row) => row.id).reverse() }), 200);
    await expectStatus(asAdmin("POST", `/api/reviews/${id}/hide`), 200);
    await expectStatus(asAdmin("POST", `/api/reviews/${id}/show`), 200);
    await expectStatus(asAdmin("DELETE", `/api/reviews/${id}`), 200);
    expect(await onlyEvent("review.created")).toMatchObject({ subject_type: "review", subject_id: String(id), details: { review: "Rosa M." } });
    expect(await onlyEvent("review.updated")).toMatchObject({ before: { rating: 5 }, after: { rating: 4 } });
    expect((await onlyEvent("review.reordered")).after).toMatchObject({ order: expect.arrayContaining(["Rosa M.", "Maria G., Clovis"]) });
    expect(await onlyEvent("review.hidden")).toMatchObject({ subject_id: String(id), details: { review: "Rosa M." } });
    expect(await onlyEvent("review.shown")).toMatchObject({ subject_id: String(id) });
    expect(await onlyEvent("review.deleted")).toMatchObject({ subject_id: String(id), details: { review: "Rosa M." }, before: null, after: null });
  });

  it("records the owner's words on the public pages, the texts that changed only (decision 0244)", async () => {
    const heading = { en: "Taxes done right", es: "Impuestos bien hechos" };
    await expectStatus(asAdmin("PUT", "/api/site-copy", { "hero.title": heading }), 200);
    expect(await onlyEvent("site_copy.updated")).toMatchObject({ subject_type: "site_copy", before: { "hero.title": null }, after: { "hero.title": heading } });
    await expectStatus(asAdmin("PUT", "/api/site-copy", { "hero.title": null }), 200);
  });

  it("records the owner's words in an appointment email (decision 0247)", async () => {
    const closing = { en: "Warmly, the team", es: "Con cariño, el equipo" };
    await expectStatus(asAdmin("PUT", "/api/email-texts/reminder", { intro: null, closing }), 200);
    expect(await onlyEvent("email_text.updated")).toMatchObject({ subject_type: "email_text", subject_id: "reminder", before: { closing: null }, after: { closing } });
    await expectStatus(asAdmin("PUT", "/api/email-texts/reminder", { intro: null, closing: null }), 200);
  });

  it("records a legal page saved from its template (decision 0246)", async () => {
    await expectStatus(asAdmin("PUT", "/api/legal/terms", { en: "Our terms.", es: "Nuestros términos." }), 200);
    expect(await onlyEvent("legal_page.updated")).toMatchObject({ subject_type: "legal_page", subject_id: "terms", before: { template: true }, after: { template: false } });
  });

  it("records a change of the office's settings, the values that changed only (decision 0242)", async () => {
    const current = (await asAdmin("GET", "/api/settings")).json() as {
      cancel_cutoff_hours: number;
      max_open_requests: number;
      reminder_minutes_before: number;
      reviews_shown: boolean;
    };
    const { cancel_cutoff_hours, max_open_requests, reminder_minutes_before, reviews_shown } = current;
    await expectStatus(asAdmin("PUT", "/api/settings", { cancel_cutoff_hours: cancel_cutoff_hours + 1, max_open_requests, reminder_minutes_before, reviews_shown }), 200);
    expect(await onlyEvent("settings.updated")).toMatchObject({
      subject_type: "settings",
      before: { cancel_cutoff_hours },
      after: { cancel_cutoff_hours: cancel_cutoff_hours + 1 },
    });
    await expectStatus(asAdmin("PUT", "/api/settings", { cancel_cutoff_hours, max_open_requests, reminder_minutes_before, reviews_shown }), 200);
  });

  it("records clients' documents: answers and their review, requests, uploads, the malware check, downloads, keeping, deletion, retention (decision 0254)", async () => {
    // A client of their own: the run's client has changed its password and signed out by now.
    const owner = await createUser(t.db, { fullName: "Dana Docs" });
    const ownerCookies = await signIn(t.app, owner);
    const id = (await t.db.appointment.create({ data: { userId: owner.id, service: "Personal Tax Prep", appointmentTime: new Date("2023-03-01T17:00:00.000Z"), status: "confirmed" } })).id;
    const answers = { filing_status: "single", dependents: 0, income: ["wages"] };
    await expectStatus(t.app.inject({ method: "PUT", url: `/api/appointments/${id}/intake`, cookies: ownerCookies, payload: { answers } }), 200);
    await expectStatus(asAdmin("PUT", `/api/appointments/${id}/intake/reviewed`, { reviewed: true }), 200);
    await expectStatus(asAdmin("PUT", `/api/appointments/${id}/intake/reviewed`, { reviewed: false }), 200);
    await expectStatus(asAdmin("POST", `/api/appointments/${id}/document-requests`, { label: { en: "Form 1095-A", es: "Formulario 1095-A" } }), 201);
    const upload = async (bytes: Buffer) => {
      const response = await expectStatus(
        t.app.inject({ method: "POST", url: `/api/appointments/${id}/documents`, cookies: ownerCookies, ...(await multipartFile(bytes, "return.pdf")) }),
        201,
      );
      return (JSON.parse(response.body) as { id: string }).id;
    };
    const pdf = (note: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Note (${note}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");
    const clean = await upload(pdf("fine"));
    const flagged = await upload(pdf("FLAGGED"));

    // The malware check by a scanner that flags one file (the real clamd is documents.routes.test.ts's). The appointment
    // was three years ago (still marked confirmed, so it took uploads), so the retention rule erases what is left of it.
    const deps = withOutbox({ ...storageOf(t.db), config: t.config, now: () => NOW });
    const scanner = {
      scan: async (source: AsyncIterable<Buffer>) => {
        const chunks: Buffer[] = [];
        for await (const chunk of source) chunks.push(chunk);
        return Buffer.concat(chunks).includes("FLAGGED") ? { verdict: "infected" as const, signature: "Test-Signature" } : { verdict: "clean" as const };
      },
      ping: async () => true,
    };
    const documents = createDocumentsService({ ...deps, scanner });
    try {
      expect(await documents.scanDue()).toBe(2);
      const link = await expectStatus(asAdmin("POST", `/api/documents/${clean}/link`), 200);
      await expectStatus(asAdmin("GET", (JSON.parse(link.body) as { url: string }).url), 200);
      await expectStatus(asAdmin("PUT", `/api/documents/${clean}/kept`, { kept: true }), 200);
      await expectStatus(asAdmin("PUT", `/api/documents/${clean}/kept`, { kept: false }), 200);
      await expectStatus(asAdmin("DELETE", `/api/documents/${clean}`), 200);
      expect(await documents.eraseExpired()).toBe(1);
    } finally {
      await deps.reads.close();
    }
    await expectStatus(asAdmin("PUT", "/api/services/1/intake", { questionnaire: DEFAULT_INTAKE }), 200);

    const subject = { subject_type: "appointment", subject_id: String(id) };
    expect(await onlyEvent("intake.answered")).toMatchObject({ ...subject, actor: { label: "Dana Docs" } });
    expect(await onlyEvent("intake.reviewed")).toMatchObject({ ...subject, actor: { label: "Maria Lopez" }, ip: ADMIN_IP });
    expect(await onlyEvent("intake.reopened")).toMatchObject(subject);
    expect(await onlyEvent("document.requested")).toMatchObject({ ...subject, details: { label: "Form 1095-A" } });
    expect(await eventsOf("document.uploaded")).toHaveLength(2);
    expect(await onlyEvent("document.quarantined")).toMatchObject({ ...subject, details: { document: flagged, found: "Test-Signature" } });
    expect(await onlyEvent("document.downloaded")).toMatchObject({ ...subject, details: { document: clean }, ip: ADMIN_IP });
    expect(await onlyEvent("document.kept")).toMatchObject({ ...subject, details: { document: clean } });
    expect(await onlyEvent("document.released")).toMatchObject({ ...subject, details: { document: clean } });
    expect(await onlyEvent("document.deleted")).toMatchObject({ ...subject, details: { document: clean, by: "office" } });
    expect(await onlyEvent("document.expired")).toMatchObject({ ...subject, details: { document: flagged }, actor: { label: "Retention" } });
    expect(await onlyEvent("service.intake_updated")).toMatchObject({ subject_type: "service", subject_id: "1" });
  });

  it("covers every action the trail knows", async () => {
    const recorded = new Set((await t.db.auditEvent.findMany({ select: { action: true } })).map((row) => row.action));
    expect([...recorded].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});

describe("no credentials in the trail", () => {
  it("holds no password, hash, session, key, secret or reset token anywhere in any record", async () => {
    const rows = await t.db.auditEvent.findMany();
    expect(rows.length).toBeGreaterThan(25);
    const text = JSON.stringify(rows);
    for (const secret of secrets) expect(text, "a credential is in the audit trail").not.toContain(secret);
    for (const row of rows) {
      for (const json of [row.before, row.after, row.details]) {
        for (const name of Object.keys(json ? (JSON.parse(json) as object) : {})) {
          expect(name).not.toMatch(/pass|hash|token|secret|session|cookie|signature|^key$|link|prefix/i);
        }
      }
    }
  });
});

describe("reading the trail", () => {
  it("filters by group, actor, subject and days, newest first, a page at a time", async () => {
    const page = async (query: string) => {
      const response = await asAdmin("GET", `/api/audit-events?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AuditEventPage;
    };
    const all = await page("");
    expect(all).toMatchObject({ page: 1, page_size: 50 });
    expect(all.events.map((event) => event.id)).toEqual([...all.events.map((event) => event.id)].sort((a, b) => b - a));

    const history = await page(`subject_type=appointment&subject_id=${appointmentId}`);
    expect(history.events.map((event) => event.action)).toEqual([
      "appointment.cancelled",
      "appointment.note_changed",
      "appointment.rescheduled",
      "appointment.confirmed",
    ]);
    // Issue 32: the same record beside the appointment, for staff who may not read the whole trail.
    const own = await asAdmin("GET", `/api/appointments/${appointmentId}/history`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(history);
    expect((await page("action=auth")).events.every((event) => event.action.startsWith("auth."))).toBe(true);
    expect((await page("actor=bookkeeping")).events.map((event) => event.action)).toEqual(["hours.updated"]);
    expect((await page("from=2026-03-02&to=2026-03-02")).total).toBe(all.total);
    expect((await page("from=2026-03-03")).total).toBe(0);
    expect((await page("page=2")).events).toHaveLength(Math.max(0, all.total - 50));
  });

  it("refuses filters it does not know, naming the problem", async () => {
    const response = await asAdmin("GET", "/api/audit-events?action=appointment.deleted");
    expect([response.statusCode, response.json()]).toEqual([400, { message: "action must be one of the recorded actions or groups.", code: "validation.auditAction" }]);
    const dates = await asAdmin("GET", "/api/audit-events?from=2026-03-03&to=2026-03-02");
    expect(dates.statusCode).toBe(400);
  });

  it("is for admins only, on both transports, and the same over tRPC", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/audit-events" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/audit-events", cookies: await signIn(t.app, await createUser(t.db)) })).statusCode).toBe(403);
    const trpc = await trpcCall(t.app, "query", "audit.list", { cookies: adminCookies, input: { subject_type: "appointment", subject_id: String(appointmentId) } });
    expect(trpc.status).toBe(200);
    expect((trpc.data as AuditEventPage).events).toHaveLength(4);
  });

  it("has no way to change or remove a record: no route, and the database refuses", async () => {
    expect((await asAdmin("DELETE", "/api/audit-events")).statusCode).toBe(404);
    expect((await asAdmin("PUT", "/api/audit-events/1", {})).statusCode).toBe(404);
    const count = await t.db.auditEvent.count();
    // The triggers abort the statement (the driver reports it as a constraint failure).
    await expect(t.db.auditEvent.deleteMany()).rejects.toThrow();
    await expect(t.db.auditEvent.updateMany({ data: { actorLabel: "someone else" } })).rejects.toThrow();
    expect(await t.db.auditEvent.count()).toBe(count);
    expect(await t.db.auditEvent.count({ where: { actorLabel: "someone else" } })).toBe(0);
  });
});
