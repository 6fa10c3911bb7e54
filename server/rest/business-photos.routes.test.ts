import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { LIMITS } from "../shared/limits";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

/** POST /api/business/photos and GET /media/{id}: a preparer's photo, from upload to the About page. */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
  client = await signIn(t.app, await createUser(t.db));
});
afterAll(async () => {
  await t.close();
});

const upload = (body: Buffer, contentType: string, cookies = admin) =>
  t.app.inject({ method: "POST", url: "/api/business/photos", cookies, headers: { "content-type": contentType }, payload: body });

describe("a preparer's photo", () => {
  it("is uploaded by an admin, served back immutable and unsniffable, and named by the profile", async () => {
    const response = await upload(PNG, "image/png");
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      payload: { preparers: [{ name: "Ana Ruiz", role: "Owner", credentials: "EA", photo: url }] },
    });
    expect(saved.json()).toMatchObject({ preparers: [{ name: "Ana Ruiz", photo: url }] });
    expect((await upload(JPEG, "image/jpeg")).statusCode).toBe(201);
  });

  it("must really be the image type it says, and at most 2 MB", async () => {
    for (const [body, type] of [
      [Buffer.from("GIF89a....."), "image/png"],
      [Buffer.from("<svg onload=alert(1)>"), "image/jpeg"],
      [PNG, "image/jpeg"],
    ] as const) {
      const response = await upload(body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: API_MESSAGES.media.wrongType });
    }
    expect((await upload(Buffer.from("<svg/>"), "image/svg+xml")).statusCode).toBe(415);
    const tooLarge = await upload(Buffer.concat([PNG, Buffer.alloc(LIMITS.photoMaxBytes)]), "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(await t.db.media.count()).toBe(2);
  });

  it("is for admins only, and the profile names only uploaded photos", async () => {
    expect((await upload(PNG, "image/png", {})).statusCode).toBe(401);
    expect((await upload(PNG, "image/png", client)).statusCode).toBe(403);
    const outside = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      payload: { preparers: [{ name: "Ana Ruiz", role: "Owner", photo: "https://evil.example/x.png" }] },
    });
    expect(outside.json()).toEqual({ message: "The photo must be one uploaded on this page." });
    expect((await t.app.inject({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/not-an-id" })).statusCode).toBe(404);
  });
});
