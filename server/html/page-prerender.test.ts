import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "../shared/business";
import { PUBLIC_PAGES } from "../shared/page-meta";
import type { PrerenderInput } from "../shared/prerender";
import type { SiteSettings } from "../shared/site-settings";
import { createPageAssets } from "./page-assets";
import { DATA_LAYER_MODULE, PAGE_MODULES } from "../shared/prerender";
import { createPageRenderer, pageRequestOf, type PageRequest } from "./page-html";

/** Decision 0143: public pages drawn by the server for visitors, with what they need in the head. */

const TEMPLATE = `<!doctype html><html lang="en"><head><!--page-head:start--><title>x</title><!--page-head:end-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js"></head>
<body><!--business-profile--><div id="root"></div></body></html>`;
const NO_LEGAL = { privacy: null, terms: null };
const SETTINGS = { timeZone: "America/Los_Angeles", maps: { apiKey: null, mapId: "DEMO_MAP_ID" }, adminIdleMinutes: 30 };

function renderer({ fail = false } = {}) {
  let today = "2026-11-25";
  const calls: PrerenderInput[] = [];
  const errors: string[] = [];
  const render = createPageRenderer({
    template: TEMPLATE,
    appUrl: "https://book.example.com",
    prerender: async (input) => {
      calls.push(input);
      if (fail) throw new Error("render failed");
      return `<main>drawn ${input.path} in ${input.locale}</main>`;
    },
    pageAssets: (path, drawn) =>
      drawn
        ? { head: [`<link rel="stylesheet" href="/assets/for-${path.slice(1) || "home"}.css" />`], afterPaint: [`/assets/for-${path.slice(1) || "home"}.js`, "/assets/app.js"] }
        : { head: ['<link rel="modulepreload" crossorigin href="/assets/app.js" />'], afterPaint: [] },
    businessToday: () => today,
    onPrerenderError: (_error, path) => errors.push(path),
  });
  const page = (url: string, options: Partial<Omit<PageRequest, "path">> = {}, settings: SiteSettings = SETTINGS) =>
    render({ ...pageRequestOf(url, { signedOut: true }), ...options }, { business: PLACEHOLDER_PROFILE, settings, legal: NO_LEGAL });
  return { page, calls, errors, nextDay: () => (today = "2026-11-26") };
}

describe("pages drawn by the server", () => {
  it("draws a public page for a visitor, with its stylesheets, and names on #root the modules its script fetches after the paint", async () => {
    const { page, calls } = renderer();
    const { status, html } = await page("/services");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-prerendered="en" data-page-modules="/assets/for-services.js /assets/app.js"><main>drawn /services in en</main></div>');
    expect(html).not.toContain("/assets/app.js\" />");
    expect(html).toContain('<link rel="stylesheet" href="/assets/for-services.css" />');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-abc.js">');
    expect(calls).toEqual([{ path: "/services", locale: "en", business: PLACEHOLDER_PROFILE, settings: SETTINGS, legal: null }]);
  });

  it("draws a page again with new settings (the owner's idle limit, decision 0245), and keeps it while they are the same object", async () => {
    const { page, calls } = renderer();
    expect((await page("/services")).html).toContain('"adminIdleMinutes":30');
    await page("/services");
    expect(calls).toHaveLength(1);
    const shorter = { ...SETTINGS, adminIdleMinutes: 5 };
    expect((await page("/services", {}, shorter)).html).toContain('"adminIdleMinutes":5');
    await page("/services", {}, shorter);
    expect(calls).toHaveLength(2);
  });

  it("leaves #root empty for a signed-in browser, an address with a query, and pages that are not public", async () => {
    const { page, calls } = renderer();
    const cases = [
      await page("/services", { signedOut: false }),
      await page("/login?next=/book"),
      await page("/reset-password?token=abc"),
      await page("/dashboard"),
      await page("/no-such-page"),
    ];
    for (const { html } of cases) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("for-");
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js" />');
    }
    expect(calls).toEqual([]);
  });

  it("draws the page in the language asked for: ?lang, then the visitor's choice, then the browser's", async () => {
    expect(pageRequestOf("/about?lang=es", { chosenLanguage: "en", acceptLanguage: "en", signedOut: true })).toMatchObject({ locale: "es", plainAddress: true });
    expect(pageRequestOf("/about", { chosenLanguage: "es", acceptLanguage: "en-US,en", signedOut: true }).locale).toBe("es");
    expect(pageRequestOf("/about", { chosenLanguage: "fr", acceptLanguage: "es-MX,es;q=0.9", signedOut: true }).locale).toBe("es");
    expect(pageRequestOf("/about", { signedOut: true }).locale).toBe("en");
    const { page } = renderer();
    const { html } = await page("/about?lang=es");
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('data-prerendered="es" data-page-modules="/assets/for-about.js /assets/app.js"><main>drawn /about in es</main>');
  });

  it("draws each page once per business day, even when requests for it arrive together", async () => {
    const { page, calls, nextDay } = renderer();
    const [first, second] = await Promise.all([page("/book"), page("/book")]);
    expect(second).toBe(first);
    await page("/book");
    expect(calls).toHaveLength(1);
    // The booking calendar starts at today, and the footer shows the year.
    nextDay();
    await page("/book");
    expect(calls).toHaveLength(2);
  });

  it("sends the page without the drawing, and says so in the log, when drawing fails", async () => {
    const { page, errors } = renderer({ fail: true });
    const { status, html } = await page("/login");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("fetchpriority");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js" />');
    expect(errors).toEqual(["/login"]);
  });
});

describe("what a page needs in its head", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-assets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      // The entry imports the app when the page has painted (decision 0266).
      "index.html": { file: "assets/index.js", dynamicImports: ["_boot.js"] },
      "_boot.js": {
        file: "assets/boot.js",
        css: ["assets/boot.css"],
        assets: ["assets/inter-latin-wght-normal-x1.woff2", "assets/source-serif-4-latin-wght-normal-x2.woff2", "assets/logo-x3.svg"],
        imports: ["index.html", "_runtime.js"],
      },
      "_runtime.js": { file: "assets/runtime.js" },
      "../node_modules/@mantine/core/styles.layer.css": { file: "assets/mantine.css" },
      "features/booking/BookPage.tsx": { file: "assets/BookPage.js", css: ["assets/BookPage.css"], imports: ["_boot.js", "_SlotPicker.js", "_runtime.js"] },
      "_SlotPicker.js": { file: "assets/SlotPicker.js", css: ["assets/SlotPicker.css"] },
      "features/marketing/ContactForm.tsx": { file: "assets/ContactForm.js", imports: ["_boot.js"] },
    }),
  );
  const assets = createPageAssets(dir);
  const fonts = [
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-x1.woff2" />',
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/source-serif-4-latin-wght-normal-x2.woff2" />',
  ];
  const appStyles = '<link rel="stylesheet" crossorigin href="/assets/boot.css" />';

  it("links every stylesheet of a drawn page's parts before the app's but not Mantine's full one, preloads both web fonts (nothing else), and leaves the modules until after the paint (decision 0266)", () => {
    expect(assets?.("/book", true)).toEqual({
      head: [...fonts, '<link rel="stylesheet" crossorigin href="/assets/BookPage.css" />', '<link rel="stylesheet" crossorigin href="/assets/SlotPicker.css" />', appStyles],
      afterPaint: ["/assets/boot.js", "/assets/runtime.js", "/assets/BookPage.js", "/assets/SlotPicker.js"],
    });
  });

  it("adds no Mantine stylesheet to the home page either: the shell's share and the parts' own imports style every drawn page (npm run size checks)", () => {
    expect(assets?.("/", true)).toEqual({ head: [...fonts, appStyles], afterPaint: ["/assets/boot.js", "/assets/runtime.js", "/assets/ContactForm.js"] });
  });

  it("gives a page the script draws, public or not, the app's stylesheet and preloads its modules in the head", () => {
    const scriptDrawn = {
      head: [appStyles, '<link rel="modulepreload" crossorigin href="/assets/boot.js" />', '<link rel="modulepreload" crossorigin href="/assets/runtime.js" />'],
      afterPaint: [],
    };
    expect(assets?.("/book", false)).toEqual(scriptDrawn);
    expect(assets?.("/dashboard", false)).toEqual(scriptDrawn);
  });

  it("fetches the data layer's modules too, which every drawn page loads before it is taken over (decision 0257)", () => {
    const withDataLayer = mkdtempSync(join(tmpdir(), "page-assets-"));
    try {
      mkdirSync(join(withDataLayer, ".vite"));
      writeFileSync(
        join(withDataLayer, ".vite", "manifest.json"),
        JSON.stringify({
          "index.html": { file: "assets/index.js", dynamicImports: ["_boot.js"] },
          "_boot.js": { file: "assets/boot.js", imports: ["index.html"] },
          "features/marketing/ServicesPage.tsx": { file: "assets/ServicesPage.js", imports: ["_boot.js"] },
          [DATA_LAYER_MODULE]: { file: "assets/app-data-layer.js", imports: ["_boot.js", "_trpc.js"] },
          "_trpc.js": { file: "assets/trpc.js" },
        }),
      );
      expect(createPageAssets(withDataLayer)?.("/services", true).afterPaint).toEqual([
        "/assets/boot.js",
        "/assets/ServicesPage.js",
        "/assets/app-data-layer.js",
        "/assets/trpc.js",
      ]);
      expect(existsSync(join(import.meta.dirname, "../../client", DATA_LAYER_MODULE))).toBe(true);
    } finally {
      rmSync(withDataLayer, { recursive: true, force: true });
    }
  });

  it("is absent without a build manifest", () => {
    expect(createPageAssets(join(dir, "nowhere"))).toBeNull();
  });

  it("knows the modules of every public page, and they exist", () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...PUBLIC_PAGES].sort());
    for (const module of Object.values(PAGE_MODULES).flat()) {
      expect(existsSync(join(import.meta.dirname, "../../client", module)), module).toBe(true);
    }
  });
});
