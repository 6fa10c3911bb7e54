import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES_ES } from "../shared/i18n/server-messages-es";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * The API answers its messages in the language of Accept-Language (issue 15), English when
 * absent, with the message's stable code beside it (decision 0183).
 */
let t: TestApp;
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-03-02T17:00:00.000Z") });
  client = await signIn(t.app, await createUser(t.db));
});
afterAll(async () => {
  await t.close();
});

const spanish = { "accept-language": "es-MX,es;q=0.9,en;q=0.8" };

describe("messages in the caller's language, with their code", () => {
  it("answers REST errors in Spanish for a Spanish Accept-Language, English otherwise, with the same code", async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/login", headers, payload: { email: "nobody@example.com", password: "wrong-password" } });
    const inSpanish = await login(spanish);
    expect(inSpanish.statusCode).toBe(401);
    expect(inSpanish.json()).toEqual({ message: "Correo electrónico o contraseña incorrectos.", code: "auth.invalidCredentials" });
    expect(inSpanish.headers.vary).toMatch(/Accept-Language/);
    expect((await login({})).json()).toEqual({ message: "Invalid email or password.", code: "auth.invalidCredentials" });
    expect((await login({ "accept-language": "fr-FR" })).json()).toEqual({ message: "Invalid email or password.", code: "auth.invalidCredentials" });
  });

  it("writes a schema's message and a success message in Spanish, each with its code", async () => {
    const invalid = await t.app.inject({ method: "POST", url: "/api/register", headers: spanish, payload: { fullName: "Ana" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: "El correo electrónico es obligatorio.", code: "validation.emailRequired" });
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: spanish,
      payload: { fullName: "Lucía Pérez", email: "lucia.perez@example.com", password: "tidy-lemon-7", locale: "es" },
    });
    expect(registered.json()).toEqual({ message: "Cuenta creada. Ahora inicie sesión.", code: "auth.registered" });
  });

  it("does the same over tRPC: errors carry the code in their data, results beside their message, parameters written in", async () => {
    const failed = await t.app.inject({
      method: "GET",
      url: `/trpc/availability.forDate?input=${encodeURIComponent(JSON.stringify({ date: "2026-02-30" }))}`,
      headers: spanish,
    });
    expect(failed.json().error.message).toBe("date debe ser una fecha que exista.");
    expect(failed.json().error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, messageCode: "validation.dateReal" });
    const unauthorized = await t.app.inject({ method: "GET", url: "/trpc/users.sessions", headers: spanish });
    expect(unauthorized.json().error.message).toBe(API_MESSAGES_ES.auth.signInRequired);
    expect(unauthorized.json().error.data).toMatchObject({ code: "UNAUTHORIZED", messageCode: "auth.signInRequired" });
    const others = await t.app.inject({
      method: "POST",
      url: "/trpc/users.signOutOtherSessions",
      headers: { ...spanish, "content-type": "application/json" },
      cookies: client,
      payload: "{}",
    });
    expect(others.json().result.data).toEqual({ signed_out: 0, message: API_MESSAGES_ES.sessions.othersSignedOut(0), code: "sessions.othersSignedOut" });
  });

  it("answers a refusal made before tRPC ran with the code in the same place", async () => {
    const wrongType = await t.app.inject({ method: "POST", url: "/trpc/contact.send", headers: { ...spanish, "content-type": "text/plain" }, payload: "hi" });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe(API_MESSAGES_ES.request.jsonOnly);
    expect(wrongType.json().error.data).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", messageCode: "request.jsonOnly" });
  });
});
