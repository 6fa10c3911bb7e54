import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client. Hashed files under /assets are cached for a year;
 * index.html is never cached so a deploy is picked up at once. Every other
 * non-API GET falls back to index.html so client-side routes load directly.
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // Our own Cache-Control below; the plugin's default would override it with max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        "cache-control",
        path.startsWith(join(clientDir, "assets")) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return true;
}
