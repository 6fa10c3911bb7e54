import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** The hero photo, founding year and walk-ins of the business profile (issue 19), over REST and tRPC. */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
  client = await signIn(t.app, await createUser(t.db));
});
afterAll(async () => {
  await t.close();
});

const get = () => t.app.inject({ method: "GET", url: "/api/business" });
const put = (payload: object, cookies = admin) => t.app.inject({ method: "PUT", url: "/api/business", cookies, payload });
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 90 } } }).jpeg().toBuffer();
const upload = async (body: Buffer) =>
  (
    await t.app.inject({ method: "POST", url: "/api/business/photos", cookies: admin, headers: { "content-type": "image/jpeg" }, payload: body })
  ).json() as { url: string; width: number; height: number };

describe("the hero and trust facts of the business profile", () => {
  it("start empty: the bundled illustration, no founding year, by appointment only", async () => {
    expect((await get()).json()).toMatchObject({ hero_photo: null, founded_year: null, walk_ins: false });
  });

  it("round-trip: an uploaded hero photo comes back with its pixel size, beside the year and walk-ins", async () => {
    const uploaded = await upload(await photo(2400, 1600));
    const response = await put({ heroPhoto: uploaded.url, foundedYear: 2009, walkIns: true });
    expect(response.statusCode).toBe(200);
    const expected = { hero_photo: { url: uploaded.url, width: 1600, height: 1067 }, founded_year: 2009, walk_ins: true };
    expect(response.json()).toMatchObject(expected);
    expect((await get()).json()).toMatchObject(expected);
    expect((await trpcCall(t.app, "query", "business.get")).data).toMatchObject(expected);

    // Left out, they stay; null takes the photo and the year away again.
    expect((await put({ tagline: "Taxes done right" })).json()).toMatchObject(expected);
    expect((await put({ heroPhoto: null, foundedYear: null, walkIns: false })).json()).toMatchObject({
      hero_photo: null,
      founded_year: null,
      walk_ins: false,
    });
  });

  it("measures a photo stored as uploaded before photos were re-encoded", async () => {
    const id = randomUUID();
    const legacy = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } }).png().toBuffer();
    await t.db.media.create({ data: { id, contentType: "image/png", bytes: new Uint8Array(legacy) } });
    expect((await put({ heroPhoto: `/media/${id}` })).json()).toMatchObject({ hero_photo: { url: `/media/${id}`, width: 640, height: 480 } });
    const served = await t.app.inject({ method: "GET", url: `/media/${id}` });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(legacy)).toBe(true);
  });

  it("refuses bad values with a clear 400 and changes nothing", async () => {
    const before = (await get()).body;
    const nextYear = new Date().getFullYear() + 1;
    for (const [payload, message] of [
      [{ foundedYear: 1850 }, "The founding year must be between 1900 and this year."],
      [{ foundedYear: nextYear }, "The founding year must be between 1900 and this year."],
      [{ foundedYear: 2009.5 }, "The founding year must be a whole number."],
      [{ foundedYear: "2009" }, "The founding year must be a whole number."],
      [{ walkIns: "yes" }, "Walk-ins must be true or false."],
      [{ heroPhoto: "https://evil.example/x.jpg" }, "The photo must be one uploaded on this page."],
      [{ heroPhoto: `/media/${randomUUID()}` }, "The photo must be one uploaded on this page."],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    const spanish = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      headers: { "accept-language": "es" },
      payload: { foundedYear: 1850 },
    });
    expect(spanish.json()).toEqual({ message: "El año de fundación debe estar entre 1900 y el año actual.", code: "validation.foundedYearRange" });
    expect((await get()).body).toBe(before);
  });

  it("are changed by admins only, on both transports", async () => {
    expect((await put({ walkIns: true }, {})).statusCode).toBe(401);
    expect((await put({ foundedYear: 2001 }, client)).statusCode).toBe(403);
    const trpc = await trpcCall(t.app, "mutation", "business.update", { input: { walkIns: true }, cookies: client });
    expect(trpc.error?.code).toBe("FORBIDDEN");
    const byAdmin = await trpcCall(t.app, "mutation", "business.update", { input: { foundedYear: 2011, walkIns: true }, cookies: admin });
    expect(byAdmin.data).toMatchObject({ founded_year: 2011, walk_ins: true });
  });

  it("show in the audit trail's before and after", async () => {
    const events = await t.app.inject({ method: "GET", url: "/api/audit-events?action=business.updated", cookies: admin });
    const latest = (events.json() as { events: { before: object; after: object }[] }).events[0];
    expect(latest).toMatchObject({ before: { foundedYear: null, walkIns: false }, after: { foundedYear: 2011, walkIns: true } });
  });
});
