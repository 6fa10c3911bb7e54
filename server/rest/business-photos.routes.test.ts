import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { LIMITS } from "../shared/limits";
import { PHOTO_WIDTHS } from "../shared/photo-variants";
import { photoEncoding } from "../services/media/media.service";
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
/** Starts like a JPEG, but is none: it cannot be decoded. */
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

/** The 1x1 PNG claiming to be 10,000 pixels square: 100 megapixels in 70 bytes (a decompression bomb). */
function pixelBomb(): Buffer {
  const bomb = Buffer.from(PNG);
  bomb.writeUInt32BE(10_000, 16);
  bomb.writeUInt32BE(10_000, 20);
  // The header chunk's checksum covers its type and data (bytes 12 to 29).
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A real camera-sized photo, far larger than a page ever shows. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } }).jpeg().toBuffer();

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
    expect(response.json()).toEqual({ id: url.slice("/media/".length), url, width: 1, height: 1 });
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      payload: { preparers: [{ name: "Ana Ruiz", role: "Owner", credentials: "EA", photo: url }] },
    });
    expect(saved.json()).toMatchObject({ preparers: [{ name: "Ana Ruiz", photo: url }] });
  });

  it("is stored as a WebP at most 1600 pixels on its longer side, upright, with its size in the answer", async () => {
    const jpeg = await cameraJpeg(4000, 3000);
    const response = await upload(jpeg, "image/jpeg");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 1200 });
    const served = await t.app.inject({ method: "GET", url: (response.json() as { url: string }).url });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.length).toBeLessThan(jpeg.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1200 });

    // A phone's portrait photo: landscape pixels with an EXIF "turn a quarter" tag.
    const portrait = await sharp(await cameraJpeg(1200, 900)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await upload(portrait, "image/jpeg")).json()).toMatchObject({ width: 900, height: 1200 });

    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ffffff" } }).png().toBuffer();
    expect((await upload(small, "image/png")).json()).toMatchObject({ width: 300, height: 200 });
  });

  it("is served narrower for smaller boxes (?w=), never wider than stored, at the offered widths only", async () => {
    const { url } = (await upload(await cameraJpeg(1200, 900), "image/jpeg")).json() as { url: string };
    for (const [width, height] of [
      [320, 240],
      [640, 480],
      [960, 720],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url: `${url}?w=${width}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
    }
    // Asked again: the same bytes (made once and kept; a photo never changes under its id).
    const again = await t.app.inject({ method: "GET", url: `${url}?w=640` });
    expect(again.rawPayload.equals((await t.app.inject({ method: "GET", url: `${url}?w=640` })).rawPayload)).toBe(true);
    // Wider than the photo itself: the stored photo.
    const stored = await t.app.inject({ method: "GET", url });
    expect((await t.app.inject({ method: "GET", url: `${url}?w=1280` })).rawPayload.equals(stored.rawPayload)).toBe(true);
    for (const width of ["123", "0", "-320", "320.5", "abc", ""]) {
      expect((await t.app.inject({ method: "GET", url: `${url}?w=${width}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000?w=320" })).statusCode).toBe(404);
  });

  it("encodes each narrower copy once, whatever asks for it and however many photos there are (issue 29 item 20)", async () => {
    const encodings = vi.spyOn(photoEncoding, "narrowed");
    try {
      // More copies than the old in-memory list kept (48): 13 photos at four widths.
      const photo = await cameraJpeg(1400, 1000);
      const urls: string[] = [];
      for (let i = 0; i < 13; i++) urls.push(((await upload(photo, "image/jpeg")).json() as { url: string }).url);
      // Anonymous requests, five at once for the same copy: one encoding.
      await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: "GET", url: `${urls[0]}?w=320` })));
      expect(encodings).toHaveBeenCalledTimes(1);
      for (const url of urls) for (const width of PHOTO_WIDTHS) expect((await t.app.inject({ method: "GET", url: `${url}?w=${width}` })).statusCode).toBe(200);
      expect(encodings).toHaveBeenCalledTimes(13 * PHOTO_WIDTHS.length);
      // Asked again after all the others: served from where it was kept, not encoded again.
      for (const width of PHOTO_WIDTHS) await t.app.inject({ method: "GET", url: `${urls[0]}?w=${width}` });
      expect(encodings).toHaveBeenCalledTimes(13 * PHOTO_WIDTHS.length);
    } finally {
      encodings.mockRestore();
    }
  });

  it("must really be the image type it says, and at most 2 MB", async () => {
    const before = await t.db.media.count();
    for (const [body, type] of [
      [BROKEN_JPEG, "image/jpeg"],
      [pixelBomb(), "image/png"],
      [Buffer.from("GIF89a....."), "image/png"],
      [Buffer.from("<svg onload=alert(1)>"), "image/jpeg"],
      [PNG, "image/jpeg"],
    ] as const) {
      const response = await upload(body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: API_MESSAGES.media.wrongType, code: "media.wrongType" });
    }
    expect((await upload(Buffer.from("<svg/>"), "image/svg+xml")).statusCode).toBe(415);
    const tooLarge = await upload(Buffer.concat([PNG, Buffer.alloc(LIMITS.photoMaxBytes)]), "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(await t.db.media.count()).toBe(before);
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
    expect(outside.json()).toEqual({ message: "The photo must be one uploaded on this page.", code: "validation.photoNotUploaded" });
    expect((await t.app.inject({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/not-an-id" })).statusCode).toBe(404);
  });
});
