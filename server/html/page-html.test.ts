import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND, PAGE_BACKGROUND, PRIMARY_SHADE } from "../shared/design-tokens";
import { createUser, signIn } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClientDir } from "../testing/test-client-dir";

/** The HTML, robots.txt, sitemap and manifest the server sends, read as a crawler would: no JavaScript. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    clientDir: testClientDir(),
    env: { APP_URL: "https://book.example.com", GOOGLE_MAPS_API_KEY: "run-time-key" },
  });
  admin = await signIn(t.app, await createUser(t.db, { role: "admin" }));
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: "GET", url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the pages' HTML", () => {
  it("preloads the home hero's uploaded photo on the home page only", async () => {
    expect((await page("/")).body).not.toContain('rel="preload" as="image"');
    const { url } = (
      await t.app.inject({
        method: "POST",
        url: "/api/business/photos",
        cookies: admin,
        headers: { "content-type": "image/png" },
        payload: await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#88aacc" } }).png().toBuffer(),
      })
    ).json() as { url: string };
    await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { heroPhoto: url } });
    try {
      // The <img>'s own srcset and sizes, so the phone preloads the narrower file it will show.
      const srcset = `${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=960 960w, ${url} 1000w`;
      expect((await page("/")).body).toContain(
        `<link rel="preload" as="image" href="${url}" imagesrcset="${srcset}" imagesizes="(min-width: 62em) 33rem, calc(100vw - 2rem)" fetchpriority="high" />`,
      );
      expect((await page("/about")).body).not.toContain('rel="preload" as="image"');
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { heroPhoto: null } });
    }
  });

  it("carries each page's title, description, canonical URL and link-preview tags", async () => {
    const response = await page("/services");
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe("Our Services | Valley Tax Pros | Fresno, CA");
    expect(metaOf(response.body, "description")).toMatch(/^Personal tax prep, business tax services/);
    expect(response.body).toContain('<link rel="canonical" href="https://book.example.com/services" />');
    expect(metaOf(response.body, "og:title")).toBe("Our Services | Valley Tax Pros | Fresno, CA");
    expect(metaOf(response.body, "og:url")).toBe("https://book.example.com/services");
    expect(metaOf(response.body, "twitter:card")).toBe("summary");
    expect(response.body).not.toContain("Tax Preparation</title>");
  });

  it("exists in Spanish at ?lang=es, each language naming the other with hreflang (issue 15)", async () => {
    const english = (await page("/services")).body;
    expect(english).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    expect(metaOf(english, "og:locale")).toBe("en_US");
    for (const body of [english, (await page("/services?lang=es")).body]) {
      expect(body).toContain('<link rel="alternate" hreflang="en" href="https://book.example.com/services" />');
      expect(body).toContain('<link rel="alternate" hreflang="es" href="https://book.example.com/services?lang=es" />');
      expect(body).toContain('<link rel="alternate" hreflang="x-default" href="https://book.example.com/services" />');
    }
    const spanish = await page("/services?lang=es");
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toMatch(/<html lang="es"/);
    expect(titleOf(spanish.body)).toBe("Nuestros servicios | Valley Tax Pros | Fresno, CA");
    expect(metaOf(spanish.body, "description")).toMatch(/^Impuestos personales, impuestos de negocios/);
    expect(spanish.body).toContain('<link rel="canonical" href="https://book.example.com/services?lang=es" />');
    expect(metaOf(spanish.body, "og:locale")).toBe("es_US");
    // An unknown language is the English page; signed-in pages have no alternates to offer.
    expect(titleOf((await page("/services?lang=fr")).body)).toBe("Our Services | Valley Tax Pros | Fresno, CA");
    const dashboard = (await page("/dashboard?lang=es")).body;
    expect(titleOf(dashboard)).toBe("Mis citas | Valley Tax Pros | Fresno, CA");
    expect(dashboard).not.toContain("hreflang");
    expect(titleOf((await page("/nowhere?lang=es")).body)).toBe("Página no encontrada | Valley Tax Pros | Fresno, CA");
  });

  it("describes the office as schema.org AccountingService on the home, contact and about pages only", async () => {
    const home = await page("/");
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)?.[1] ?? "null") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "AccountingService",
      name: "Valley Tax Pros",
      telephone: "+15595550123",
      address: { streetAddress: "2150 W Shaw Ave, Suite 104", addressLocality: "Fresno", postalCode: "93711" },
      geo: { latitude: 36.8081, longitude: -119.8099 },
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "09:00", closes: "17:00" }],
    });
    for (const url of ["/contact", "/about"]) expect((await page(url)).body).toContain("application/ld+json");
    expect((await page("/services")).body).not.toContain("application/ld+json");
  });

  it("describes a lunch break, a closure and special hours as the owner set them, on the next page load", async () => {
    const lunch = [
      { opens: "09:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ];
    const weekly = { sunday: [], monday: lunch, tuesday: lunch, wednesday: [], thursday: [], friday: [], saturday: [] };
    await t.app.inject({ method: "PUT", url: "/api/hours", cookies: admin, payload: { weekly } });
    await t.app.inject({ method: "PUT", url: "/api/hours/exceptions/2099-12-24", cookies: admin, payload: { hours: [] } });
    try {
      const about = await page("/about");
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(about.body)?.[1] ?? "null") as Record<string, unknown>;
      expect(data.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "09:00", closes: "12:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "13:00", closes: "17:00" },
      ]);
      expect(data.specialOpeningHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", validFrom: "2099-12-24", validThrough: "2099-12-24", opens: "00:00", closes: "00:00" },
      ]);
      const embedded = /<script type="application\/json" id="business-profile">(.*?)<\/script>/.exec(about.body)?.[1] ?? "";
      expect(JSON.parse(embedded).hours.text).toBe("Monday and Tuesday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM");
    } finally {
      await t.app.inject({ method: "DELETE", url: "/api/hours/exceptions/2099-12-24", cookies: admin });
      const nineToFive = [{ opens: "09:00", closes: "17:00" }];
      const workWeek = { ...weekly, monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: nineToFive };
      await t.app.inject({ method: "PUT", url: "/api/hours", cookies: admin, payload: { weekly: workWeek } });
    }
  });

  it("keeps signed-in pages out of search engines and answers unknown paths with a real 404", async () => {
    const dashboard = await page("/dashboard");
    expect(dashboard.statusCode).toBe(200);
    expect(metaOf(dashboard.body, "robots")).toBe("noindex");
    // A client's appointment (issue 34): its own title in each language; an address that names no id is not a page.
    const appointment = await page("/dashboard/appointments/12");
    expect(appointment.statusCode).toBe(200);
    expect(titleOf(appointment.body)).toBe("Prepare for your appointment | Valley Tax Pros | Fresno, CA");
    expect(metaOf(appointment.body, "robots")).toBe("noindex");
    expect(titleOf((await page("/dashboard/appointments/12?lang=es")).body)).toBe("Prepárese para su cita | Valley Tax Pros | Fresno, CA");
    for (const url of ["/dashboard/appointments/abc", "/dashboard/appointments/012", "/dashboard/appointments/:id", "/dashboard/appointments/12/x"]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    const missing = await page("/no-such-page?x=1");
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe("Page Not Found | Valley Tax Pros | Fresno, CA");
    expect(missing.body).toContain('<div id="root">');
  });

  it("embeds the business profile for the client, escaped so no value can break out of the script", async () => {
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/business",
      cookies: admin,
      payload: { name: "Sierra </script><script>alert(1)</script> Tax", tagline: "Taxes & \"more\"" },
    });
    expect(renamed.statusCode).toBe(200);
    try {
      const home = await page("/");
      const embedded = /<script type="application\/json" id="business-profile">(.*?)<\/script>/.exec(home.body)?.[1] ?? "";
      expect(JSON.parse(embedded)).toMatchObject({ name: "Sierra </script><script>alert(1)</script> Tax", is_placeholder: false });
      expect(home.body).not.toContain("<script>alert(1)</script>");
      expect(titleOf(home.body)).toBe("Home | Sierra &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tax | Fresno, CA");
      const settings = /<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(home.body)?.[1] ?? "";
      expect(JSON.parse(settings)).toEqual({
        timeZone: "America/Los_Angeles",
        maps: { apiKey: "run-time-key", mapId: "DEMO_MAP_ID" },
        adminIdleMinutes: 30,
      });
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { name: "Valley Tax Pros", tagline: "Your trusted partner for personal and business tax needs." } });
    }
  });

  it("says nobody is signed in when the request carried no session cookie, and only then (decision 0139)", async () => {
    const sessionOf = (html: string) => /<script type="application\/json" id="session">(.*?)<\/script>/.exec(html)?.[1];
    const visitor = await page("/");
    expect(JSON.parse(sessionOf(visitor.body) ?? "")).toEqual({ user: null });
    expect(visitor.headers.vary).toContain("cookie");
    const client = await signIn(t.app, await createUser(t.db));
    const signedIn = await t.app.inject({ method: "GET", url: "/", cookies: client });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionOf(signedIn.body)).toBeUndefined();
    // The two answers are told apart by their validators too, so a revalidation never swaps them.
    expect(signedIn.headers.etag).not.toBe(visitor.headers.etag);
    // A stale or forged cookie still names no one: the client asks, and the server says who (nobody).
    const forged = await t.app.inject({ method: "GET", url: "/services", cookies: { sid: "forged" } });
    expect(sessionOf(forged.body)).toBeUndefined();
  });

  it("shows a rename on the next page load, with no restart", async () => {
    await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { name: "Sierra Tax Studio" } });
    try {
      expect(titleOf((await page("/about")).body)).toBe("About | Sierra Tax Studio | Fresno, CA");
    } finally {
      await t.app.inject({ method: "PUT", url: "/api/business", cookies: admin, payload: { name: "Valley Tax Pros" } });
    }
    expect(titleOf((await page("/about")).body)).toBe("About | Valley Tax Pros | Fresno, CA");
  });
});

describe("robots.txt, the sitemap and the manifest", () => {
  it("point crawlers at the public pages only", async () => {
    const robots = await page("/robots.txt");
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: https://book.example.com/sitemap.xml");
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toContain("https://book.example.com/");
    expect(urls).toContain("https://book.example.com/services");
    expect(urls.some((url) => /dashboard|admin|settings|reset-password/.test(url ?? ""))).toBe(false);
  });

  it("colour the browser's bar with the brand by day and the page's dark at night, and name the icons", async () => {
    const html = (await page("/")).body;
    expect(html).toContain(`<meta name="theme-color" content="${BRAND[PRIMARY_SHADE.light]}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${PAGE_BACKGROUND.dark}" media="(prefers-color-scheme: dark)" />`);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  it("hold a page's first paint until its root has been read whole, so a drawn top bar never grows in view", async () => {
    const html = (await page("/")).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="expect" href="#root" blocking="render" />');
    expect(html).toContain('<div id="root"');
  });

  it("name the business in the web app manifest", async () => {
    const manifest = await page("/manifest.webmanifest");
    expect(manifest.json()).toMatchObject({
      name: "Valley Tax Pros",
      theme_color: "#125e58",
      icons: [
        { src: "/favicon.svg" },
        { src: "/icon-192.png", sizes: "192x192" },
        { src: "/icon-512.png", sizes: "512x512" },
        { src: "/icon-maskable-512.png", purpose: "maskable" },
      ],
    });
  });
});
