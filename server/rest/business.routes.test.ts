import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS } from "../shared/business";
import { PLACEHOLDER_ABOUT_ES } from "../shared/placeholder-about-es";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** GET and PUT /api/business, and the tRPC twins. */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies: admin, clientCookies: client } = await createAppWithAccounts({ app: { env: { OPENING_DAYS: "mon,tue,wed,thu,fri" } } }));
});
afterAll(async () => {
  await t.close();
});

const get = () => t.app.inject({ method: "GET", url: "/api/business" });
const put = (payload: object, cookies = admin) => t.app.inject({ method: "PUT", url: "/api/business", cookies, payload });

describe("the business profile", () => {
  it("starts from the placeholders, marked as such, with the hours in words from the opening days", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: BUSINESS.name,
      city: BUSINESS.city,
      address_line: "2150 W Shaw Ave, Suite 104, Fresno, CA 93711",
      phone: { e164: "+15595550123", display: "(559) 555-0123" },
      about: BUSINESS.about,
      preparers: [],
      is_placeholder: true,
      hours: { text: "Monday to Friday, 9:00 AM to 5:00 PM" },
    });
  });

  it("takes a partial update from an admin, keeps the rest, and shows it on the next read", async () => {
    const response = await put({ name: "Sierra Tax Studio", phone: "559.555.0150", region: "ca" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Sierra Tax Studio",
      phone: { e164: "+15595550150", display: "(559) 555-0150" },
      address: { region: "CA", street: BUSINESS.address.street },
      is_placeholder: false,
    });
    expect((await get()).json()).toMatchObject({ name: "Sierra Tax Studio", tagline: BUSINESS.tagline });

    const preparers = [{ name: "Ana Ruiz", role: "Owner", credentials: "EA, CTEC A123456" }];
    expect((await put({ preparers, about: ["One paragraph."] })).json()).toMatchObject({ preparers, about: ["One paragraph."] });
  });

  it("keeps the About story in Spanish beside the English, the placeholder's until the owner writes theirs; [] shows the English (decision 0248)", async () => {
    expect((await get()).json()).toMatchObject({ about_es: [...PLACEHOLDER_ABOUT_ES] });
    const saved = await put({ aboutEs: ["Un párrafo.", "Otro párrafo."] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json()).toMatchObject({ about_es: ["Un párrafo.", "Otro párrafo."] });
    expect((await put({ aboutEs: [] })).json()).toMatchObject({ about_es: [] });
    expect((await put({ aboutEs: Array.from({ length: 7 }, () => "Párrafo.") })).statusCode).toBe(400);
  });

  it("refuses bad values with a clear 400 and changes nothing", async () => {
    const before = (await get()).body;
    for (const [payload, message] of [
      [{ phone: "12" }, "Please enter a valid US phone number."],
      [{ email: "nope" }, "Please enter a valid email address."],
      [{ latitude: 91 }, "Latitude must be between -90 and 90."],
      [{ name: " " }, "Business name is required."],
      [{ postalCode: "9371" }, "ZIP code must look like 93711 or 93711-1234."],
      [{ about: [] }, "About needs at least one paragraph."],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    expect((await put({ isAdmin: true })).statusCode).toBe(400);
    expect((await get()).body).toBe(before);
  });

  it("lets only admins change it", async () => {
    expect((await put({ name: "Hijacked" }, {})).statusCode).toBe(401);
    expect((await put({ name: "Hijacked" }, client)).statusCode).toBe(403);
    expect((await trpcCall(t.app, "mutation", "business.update", { input: { name: "Hijacked" }, cookies: client })).error?.code).toBe(
      "FORBIDDEN",
    );
    expect((await trpcCall(t.app, "query", "business.get")).data).toMatchObject({ name: "Sierra Tax Studio" });
  });
});
