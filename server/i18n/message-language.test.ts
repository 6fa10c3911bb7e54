import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

/** The API answers its messages in the language of Accept-Language (issue 15), English when absent. */
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

describe("messages in the caller's language", () => {
  it("answers REST errors in Spanish for a Spanish Accept-Language, English otherwise", async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/login", headers, payload: { email: "nobody@example.com", password: "wrong-password" } });
    const inSpanish = await login(spanish);
    expect(inSpanish.statusCode).toBe(401);
    expect(inSpanish.json()).toEqual({ message: "Correo electrónico o contraseña incorrectos." });
    expect(inSpanish.headers.vary).toMatch(/Accept-Language/);
    expect((await login({})).json()).toEqual({ message: "Invalid email or password." });
    expect((await login({ "accept-language": "fr-FR" })).json()).toEqual({ message: "Invalid email or password." });
  });

  it("translates validation messages and success messages too", async () => {
    const invalid = await t.app.inject({ method: "POST", url: "/api/register", headers: spanish, payload: { fullName: "Ana" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("El correo electrónico es obligatorio.");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: spanish,
      payload: { fullName: "Lucía Pérez", email: "lucia.perez@example.com", password: "tidy-lemon-7", locale: "es" },
    });
    expect(registered.json()).toEqual({ message: "Cuenta creada. Ahora inicie sesión." });
  });

  it("does the same over tRPC, for errors and for results with a message", async () => {
    const failed = await t.app.inject({
      method: "GET",
      url: `/trpc/availability.forDate?input=${encodeURIComponent(JSON.stringify({ date: "2026-02-30" }))}`,
      headers: spanish,
    });
    expect(failed.json().error.message).toBe("date debe ser una fecha que exista.");
    const unauthorized = await t.app.inject({ method: "GET", url: "/trpc/users.sessions", headers: spanish });
    expect(unauthorized.json().error.message).toBe("Inicie sesión para continuar.");
    const me = await t.app.inject({ method: "GET", url: "/trpc/users.me", headers: spanish, cookies: client });
    expect(me.json().result.data.full_name).toBeDefined();
  });
});
