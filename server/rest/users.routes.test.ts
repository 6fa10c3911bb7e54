import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createUser, signIn, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("PUT /api/users/profile", () => {
  it("updates the caller's name and phone and returns the updated user", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload: { fullName: "  Rosa Diaz ", phone: "559-555-0100" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      full_name: "Rosa Diaz",
      email: user.email,
      phone: "559-555-0100",
      role: "client",
      locale: "en",
      mfa_enabled: false,
    });
    const cleared = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload: { fullName: "Rosa Diaz", phone: "" },
    });
    expect(cleared.json().phone).toBeNull();
  });

  it("keeps the account's language (issue 15): set with the profile, refused unless en or es, kept when not sent", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    const put = (payload: object) => t.app.inject({ method: "PUT", url: "/api/users/profile", cookies, payload });
    const spanish = await put({ fullName: "Rosa Diaz", phone: null, locale: "es" });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().locale).toBe("es");
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).json().locale).toBe("es");
    // The settings form sends no language: the account keeps its own.
    expect((await put({ fullName: "Rosa Díaz", phone: null })).json().locale).toBe("es");
    const refused = await put({ fullName: "Rosa Diaz", phone: null, locale: "fr" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("locale must be en or es.");
  });

  it("requires a full name", async () => {
    const cookies = await signIn(t.app, await createUser(t.db));
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      cookies,
      payload: { fullName: "", phone: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Full name is required.", code: "validation.fullNameRequired" });
  });

  it("answers 401 to nobody", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/api/users/profile", payload: { fullName: "X" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/users/password", () => {
  let user: TestUser;
  let cookies: { sid: string; rt: string };
  beforeAll(async () => {
    user = await createUser(t.db, { password: "old-password" });
    cookies = await signIn(t.app, user);
  });

  const change = (payload: object, sessionCookies: Record<string, string> = cookies) =>
    t.app.inject({ method: "PUT", url: "/api/users/password", cookies: sessionCookies, payload });

  it.each([
    [{ currentPassword: "", newPassword: "new-password" }, MESSAGES.settings.fillAllPasswordFields],
    [{ currentPassword: "old-password" }, MESSAGES.settings.fillAllPasswordFields],
    [{ currentPassword: "old-password", newPassword: "12345" }, MESSAGES.settings.newPasswordTooShort],
    [{ currentPassword: "old-password", newPassword: "old-password" }, MESSAGES.settings.newPasswordSameAsCurrent],
    [{ currentPassword: "not-my-password", newPassword: "new-password" }, API_MESSAGES.auth.currentPasswordWrong],
  ])("answers 400 for %j", async (payload, message) => {
    const response = await change(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
  });

  it("answers 401 to nobody", async () => {
    const response = await change({ currentPassword: "old-password", newPassword: "new-password" }, {});
    expect(response.statusCode).toBe(401);
  });

  it("changes the password and signs out every other session, keeping this one", async () => {
    const otherDevice = await signIn(t.app, user);
    const response = await change({ currentPassword: "old-password", newPassword: "new-password" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.settings.passwordChanged, code: "spec.settings.passwordChanged" });

    const me = (c: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/users/me", cookies: c });
    expect((await me(cookies)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const refreshOther = await t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies: otherDevice });
    expect(refreshOther.statusCode).toBe(401);

    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: "old-password" },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await signIn(t.app, { email: user.email, password: "new-password" })).sid).toBeTruthy();
  });
});
