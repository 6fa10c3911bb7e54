import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandPalette } from "../shared/brand-palette";
import { BRAND, PRIMARY_SHADE } from "../shared/design-tokens";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClientDir } from "../testing/test-client-dir";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The office's logo and primary colour (issue 33, decision 0249): uploaded and saved over REST
 * and tRPC, shown as the site's icons and the browser bar's colour in every page's head and the
 * manifest; a colour whose palette would not read at AA in both schemes is refused and saves nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clientDir: testClientDir(), env: { APP_URL: "https://book.example.com" } });
  admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
  client = await signIn(t.app, await createUser(t.db));
});
afterAll(async () => {
  await t.close();
});

const get = () => t.app.inject({ method: "GET", url: "/api/business" });
const put = (payload: object, cookies = admin) => t.app.inject({ method: "PUT", url: "/api/business", cookies, payload });
/** A wide logo: dark ink on a transparent background. */
const wideLogo = () =>
  sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 600, height: 150, channels: 4, background: { r: 18, g: 94, b: 88, alpha: 1 } } }, top: 75, left: 300 }])
    .png()
    .toBuffer();
const uploadLogo = (body: Buffer, cookies = admin, type = "image/png") =>
  t.app.inject({ method: "POST", url: "/api/business/logo", cookies, headers: { "content-type": type }, payload: body });
const home = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
const manifest = async () => (await t.app.inject({ method: "GET", url: "/manifest.webmanifest" })).json() as { theme_color: string; icons: { src: string; purpose: string }[] };

describe("the office's brand", () => {
  it("starts as the product's own: no logo, its colour, its icons", async () => {
    expect((await get()).json()).toMatchObject({ brand: { logo: null, primary_color: null, palette: null } });
    const html = await home();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain(`<meta name="theme-color" content="${BRAND[PRIMARY_SHADE.light]}" media="(prefers-color-scheme: light)" />`);
    expect((await manifest()).icons.map((icon) => icon.src)).toContain("/icon-512.png");
  });

  it("keeps an uploaded logo whole, as a PNG with its transparency, at most 512 pixels wide", async () => {
    const response = await uploadLogo(await wideLogo());
    expect(response.statusCode, response.body).toBe(201);
    const logo = response.json() as { url: string; width: number; height: number };
    expect(logo).toMatchObject({ url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/), width: 512, height: 128 });
    const served = await t.app.inject({ method: "GET", url: logo.url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 512, height: 128, hasAlpha: true });
  });

  it("is saved by naming the logo and a colour; pages, the manifest and tRPC follow, and the icons are made from the logo", async () => {
    const logo = (await uploadLogo(await wideLogo())).json() as { url: string };
    const saved = await put({ logo: logo.url, primaryColor: " #1F4E79 " });
    expect(saved.statusCode, saved.body).toBe(200);
    const palette = [...brandPalette("#1f4e79")];
    const brand = { logo: { url: logo.url, width: 512, height: 128 }, primary_color: "#1f4e79", palette };
    expect(saved.json()).toMatchObject({ brand });
    expect((await trpcCall(t.app, "query", "business.get")).data).toMatchObject({ brand });
    expect(palette[8]).toBe("#1f4e79");

    const html = await home();
    expect(html).toContain(`<link rel="icon" href="${logo.url}?icon=favicon" type="image/png" sizes="32x32" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${logo.url}?icon=apple" />`);
    expect(html).not.toContain("/favicon.svg");
    expect(html).toContain('<meta name="theme-color" content="#1f4e79" media="(prefers-color-scheme: light)" />');
    expect(await manifest()).toMatchObject({
      theme_color: "#1f4e79",
      icons: [
        { src: `${logo.url}?icon=192`, purpose: "any" },
        { src: `${logo.url}?icon=512`, purpose: "any" },
        { src: `${logo.url}?icon=maskable`, purpose: "maskable" },
      ],
    });

    // Square, the logo fitted inside; the touch and maskable icons on white, since phones fill transparency with black or crop it.
    for (const [icon, size, hasAlpha] of [
      ["favicon", 32, true],
      ["apple", 180, false],
      ["192", 192, true],
      ["512", 512, true],
      ["maskable", 512, false],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url: `${logo.url}?icon=${icon}` });
      expect(served.statusCode, icon).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.headers["cache-control"]).toContain("immutable");
      expect(await sharp(served.rawPayload).metadata(), icon).toMatchObject({ width: size, height: size, hasAlpha });
    }
  });

  it("makes icons of the office's current logo only, and only the icons it offers", async () => {
    const { logo } = ((await get()).json() as { brand: { logo: { url: string } } }).brand;
    const other = (await uploadLogo(await wideLogo())).json() as { url: string };
    for (const url of [`${other.url}?icon=favicon`, `${logo.url}?icon=64`, `${logo.url}?icon=favicon&w=320`, `/media/${randomUUID()}?icon=favicon`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("refuses a colour white text cannot be read on, or that is not a colour, with a clear 400 in the reader's language, and saves nothing", async () => {
    const before = (await get()).body;
    for (const [primaryColor, message] of [
      ["#228be6", VALIDATION_MESSAGES.colorLightScheme],
      ["#f5c518", VALIDATION_MESSAGES.colorLightScheme],
      ["blue", VALIDATION_MESSAGES.colorFormat],
      ["#fff", VALIDATION_MESSAGES.colorFormat],
      ["#12", VALIDATION_MESSAGES.colorFormat],
      ["", VALIDATION_MESSAGES.colorFormat],
      [42, VALIDATION_MESSAGES.colorFormat],
    ] as const) {
      const response = await put({ primaryColor, tagline: "Should not be saved" });
      expect(response.statusCode, String(primaryColor)).toBe(400);
      expect(response.json()).toEqual({ message, code: expect.any(String) });
    }
    const spanish = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      headers: { "accept-language": "es" },
      payload: { primaryColor: "#228be6" },
    });
    expect(spanish.json()).toEqual({ message: expect.stringMatching(/^El texto blanco sobre este color/), code: "validation.colorLightScheme" });
    const overTrpc = await trpcCall(t.app, "mutation", "business.update", { input: { primaryColor: "#228be6" }, cookies: admin });
    expect(overTrpc.error?.message).toContain(VALIDATION_MESSAGES.colorLightScheme);
    expect((await get()).body).toBe(before);
  });

  it("refuses as the logo a photo or an image that was never uploaded", async () => {
    const photo = (
      await t.app.inject({
        method: "POST",
        url: "/api/business/photos",
        cookies: admin,
        headers: { "content-type": "image/png" },
        payload: await wideLogo(),
      })
    ).json() as { url: string };
    for (const logo of [photo.url, `/media/${randomUUID()}`, "https://evil.example/logo.png"]) {
      const response = await put({ logo });
      expect(response.statusCode, logo).toBe(400);
      expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.logoNotUploaded, code: expect.any(String) });
    }
  });

  it("takes only images, and from the office's staff who may change the profile", async () => {
    expect((await uploadLogo(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), admin, "image/svg+xml")).statusCode).toBe(415);
    const notAnImage = await uploadLogo(Buffer.from("not a png at all"));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toEqual({ message: "Logos must be PNG, JPEG or WebP images.", code: "media.logoWrongType" });
    expect((await uploadLogo(await wideLogo(), client)).statusCode).toBe(403);
    expect((await uploadLogo(await wideLogo(), {})).statusCode).toBe(401);
    expect((await put({ primaryColor: "#1f4e79" }, client)).statusCode).toBe(403);
  });

  it("gives the product's own back with null", async () => {
    const reset = await put({ logo: null, primaryColor: null });
    expect(reset.json()).toMatchObject({ brand: { logo: null, primary_color: null, palette: null } });
    const html = await home();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain(`<meta name="theme-color" content="${BRAND[PRIMARY_SHADE.light]}" media="(prefers-color-scheme: light)" />`);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "business.updated" }, orderBy: { id: "desc" } });
    expect(JSON.parse(event.after ?? "{}")).toEqual({ logo: null, primaryColor: null });
  });
});
