import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../shared/api-messages";
import { MESSAGES } from "../../shared/messages";
import { cookiesFrom, createUser, signIn } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("auth procedures", () => {
  it("registers without signing in, and answers a taken email exactly as a new one (decision 0181)", async () => {
    const input = { fullName: "Lee Park", email: "lee@example.com", phone: null, password: "tidy-lemon-7" };
    const created = await trpcCall(t.app, "mutation", "auth.register", { input });
    expect(created.status).toBe(200);
    expect(created.data).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
    expect(created.response.cookies).toEqual([]);

    const again = await trpcCall(t.app, "mutation", "auth.register", { input: { ...input, email: "LEE@example.com" } });
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ message: API_MESSAGES.auth.registered, code: "auth.registered" });
    expect(await t.db.user.count({ where: { email: "lee@example.com" } })).toBe(1);
  });

  it("names the first validation problem as the message", async () => {
    const result = await trpcCall(t.app, "mutation", "auth.register", {
      input: { fullName: "Lee", email: "lee2@example.com", password: "123" },
    });
    expect(result.status).toBe(400);
    expect(result.error).toEqual({ message: MESSAGES.register.passwordTooShort, code: "BAD_REQUEST" });
  });

  it("signs in with the same cookies as REST, which then work on both transports", async () => {
    const user = await createUser(t.db);
    const login = await trpcCall(t.app, "mutation", "auth.login", {
      input: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ id: user.id, full_name: user.fullName, email: user.email, phone: null, role: "client", locale: "en", mfa_enabled: false });
    const sid = login.response.cookies.find((cookie) => cookie.name === "sid");
    const rt = login.response.cookies.find((cookie) => cookie.name === "rt");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(rt).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });

    const cookies = cookiesFrom(login.response);
    expect((await trpcCall(t.app, "query", "users.me", { cookies })).data).toMatchObject({ id: user.id });
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/refresh", cookies })).statusCode).toBe(200);
  });

  it("refuses a wrong password with UNAUTHORIZED and the same message as REST", async () => {
    const user = await createUser(t.db);
    const result = await trpcCall(t.app, "mutation", "auth.login", {
      input: { email: user.email, password: "wrong-password" },
    });
    expect(result.status).toBe(401);
    expect(result.error).toEqual({ message: API_MESSAGES.auth.invalidCredentials, code: "UNAUTHORIZED" });
  });

  it("signs out: clears the cookies and revokes the session; never fails when signed out", async () => {
    const cookies = await signIn(t.app, await createUser(t.db));
    const logout = await trpcCall(t.app, "mutation", "auth.logout", { cookies });
    expect(logout.data).toEqual({ ok: true });
    expect(cookiesFrom(logout.response)).toEqual({ sid: "", rt: "" });
    expect((await trpcCall(t.app, "query", "users.me", { cookies })).status).toBe(401);

    const anonymous = await trpcCall(t.app, "mutation", "auth.logout");
    expect(anonymous.status).toBe(200);
  });
});
