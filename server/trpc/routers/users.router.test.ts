import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../shared/api-messages";
import { MESSAGES } from "../../shared/messages";
import { createUser, signIn } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("users procedures", () => {
  it("answers users.me with null to a visitor with no session cookie, and 401 to a session cookie that names no session", async () => {
    const visitor = await trpcCall(t.app, "query", "users.me");
    expect(visitor.status).toBe(200);
    expect(visitor.data).toBeNull();
    const forged = await trpcCall(t.app, "query", "users.me", { cookies: { sid: "forged" } });
    expect(forged.error).toEqual({ message: API_MESSAGES.auth.signInRequired, code: "UNAUTHORIZED" });
    // REST's path stays the spec's.
    expect((await t.app.inject({ method: "GET", url: "/api/users/me" })).statusCode).toBe(401);
  });

  it.each([
    ["mutation", "users.updateProfile", { fullName: "X", phone: null }],
    ["mutation", "users.changePassword", { currentPassword: "a-password", newPassword: "b-password" }],
  ] as const)("%s %s answers UNAUTHORIZED to nobody", async (kind, path, input) => {
    const result = await trpcCall(t.app, kind, path, { input });
    expect(result.status).toBe(401);
    expect(result.error).toEqual({ message: API_MESSAGES.auth.signInRequired, code: "UNAUTHORIZED" });
  });

  it("returns the current user and updates the profile", async () => {
    const user = await createUser(t.db);
    const cookies = await signIn(t.app, user);
    expect((await trpcCall(t.app, "query", "users.me", { cookies })).data).toMatchObject({ email: user.email });
    const updated = await trpcCall(t.app, "mutation", "users.updateProfile", {
      cookies,
      input: { fullName: "New Name", phone: "559 555 0111" },
    });
    expect(updated.data).toMatchObject({ id: user.id, full_name: "New Name", phone: "559 555 0111" });
  });

  it("changes the password with the spec's message, and refuses a reused one", async () => {
    const user = await createUser(t.db, { password: "first-password" });
    const cookies = await signIn(t.app, user);
    const same = await trpcCall(t.app, "mutation", "users.changePassword", {
      cookies,
      input: { currentPassword: "first-password", newPassword: "first-password" },
    });
    expect(same.error).toEqual({ message: MESSAGES.settings.newPasswordSameAsCurrent, code: "BAD_REQUEST" });
    const changed = await trpcCall(t.app, "mutation", "users.changePassword", {
      cookies,
      input: { currentPassword: "first-password", newPassword: "second-password" },
    });
    expect(changed.data).toEqual({ message: MESSAGES.settings.passwordChanged, code: "spec.settings.passwordChanged" });
  });
});
