import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/** Bad input is always a 4xx JSON `{ message }`, never a 500. */
describe("bad input on the REST API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["an array body", "[]"],
    ["a string body", '"hello"'],
    ["null", "null"],
  ])("answers 400 naming the first field for %s", async (_label, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Full name is required.", code: "validation.fullNameRequired" });
  });

  it("answers 415 JSON for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/xml" },
      payload: "<contact/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it("answers 413 JSON for a body over the size limit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A", email: "a@example.com", message: "x".repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it("answers 404 JSON for a method the path does not have", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route for GET /api/login.", code: "request.noRoute" });
  });
});
