import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_MAX_PER_HOUR: "3" } });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: object, remoteAddress = "203.0.113.1") =>
    t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
  const valid = { name: "Sam Lee", email: "sam@example.com", phone: "", message: "Do you file in Nevada too?" };

  it("stores the message, then answers 200 with the spec's success sentence", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.contact.sent, code: "spec.contact.sent" });
    const stored = await t.db.contactMessage.findMany();
    expect(stored).toEqual([
      expect.objectContaining({ name: "Sam Lee", email: "sam@example.com", phone: null, message: "Do you file in Nevada too?" }),
    ]);
  });

  it.each([
    [{ ...valid, name: "" }, "Full name is required."],
    [{ ...valid, email: "sam" }, "Please enter a valid email address."],
    [{ ...valid, message: "   " }, "Message is required."],
    [{}, "Full name is required."],
  ])("answers 400 for %j and stores nothing", async (payload, message) => {
    const before = await t.db.contactMessage.count();
    const response = await send(payload, "203.0.113.2");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: expect.any(String) });
    expect(await t.db.contactMessage.count()).toBe(before);
  });

  it("answers 429 past the hourly limit for one address, and not for another", async () => {
    for (let index = 0; index < 3; index++) expect((await send(valid, "198.51.100.7")).statusCode).toBe(200);
    const limited = await send(valid, "198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.contact.tooMany, code: "contact.tooMany" });
    expect((await send(valid, "198.51.100.8")).statusCode).toBe(200);
  });
});
