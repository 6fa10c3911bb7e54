import type { FastifyInstance } from "fastify";
import type { Services } from "../services/services";
import { BRAND, PAGE_BACKGROUND, PRIMARY_SHADE } from "../shared/design-tokens";
import { logoIconUrl } from "../shared/logo-icons";
import { PUBLIC_PAGES } from "../shared/page-meta";

const PRODUCT_ICONS = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** The home-screen icons made from the owner's logo (decision 0249). */
const logoIcons = (logoUrl: string) => [
  { src: logoIconUrl(logoUrl, "192"), sizes: "192x192", type: "image/png", purpose: "any" },
  { src: logoIconUrl(logoUrl, "512"), sizes: "512x512", type: "image/png", purpose: "any" },
  { src: logoIconUrl(logoUrl, "maskable"), sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/**
 * robots.txt, sitemap.xml and the web app manifest, made from the settings and the
 * business profile rather than shipped as files, so one build serves any business at
 * any address.
 */
export function registerSiteFiles(app: FastifyInstance, { services, appUrl }: { services: Services; appUrl: string }): void {
  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Disallow: /dashboard",
      "Disallow: /settings",
      "Disallow: /admin",
      "Disallow: /api/",
      "Disallow: /trpc/",
      "",
      `Sitemap: ${appUrl}/sitemap.xml`,
    ];
    return reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(`${lines.join("\n")}\n`);
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${appUrl}${path}</loc></url>`).join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });

  app.get("/manifest.webmanifest", async (_request, reply) => {
    const business = await services.business.get();
    const manifest = {
      name: business.name,
      short_name: business.name.length > 12 ? business.name.split(/\s+/).slice(0, 2).join(" ") : business.name,
      description: business.tagline,
      start_url: "/",
      display: "browser",
      background_color: PAGE_BACKGROUND.light,
      theme_color: (business.brand.palette ?? BRAND)[PRIMARY_SHADE.light],
      icons: business.brand.logo ? logoIcons(business.brand.logo.url) : PRODUCT_ICONS,
    };
    return reply.type("application/manifest+json; charset=utf-8").header("cache-control", "no-cache").send(manifest);
  });
}
