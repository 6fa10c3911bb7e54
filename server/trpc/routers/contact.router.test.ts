import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { trpcCall } from "../../testing/trpc-inject";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("contact.send stores the message and answers the spec's sentence", async () => {
  const result = await trpcCall(t.app, "mutation", "contact.send", {
    input: { name: "Kim", email: "kim@example.com", phone: "559 555 0100", message: "Hello" },
  });
  expect(result.data).toEqual({ message: MESSAGES.contact.sent, code: "spec.contact.sent" });
  expect(await t.db.contactMessage.count({ where: { email: "kim@example.com", phone: "559 555 0100" } })).toBe(1);
});

it("contact.send refuses a message without an email", async () => {
  const result = await trpcCall(t.app, "mutation", "contact.send", { input: { name: "Kim", message: "Hello" } });
  expect(result.status).toBe(400);
  expect(result.error?.message).toBe("Email is required.");
});
