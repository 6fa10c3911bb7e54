import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client's files, precompressed where the build made .br/.gz copies. Hashed
 * files under /assets are cached for a year. Pages
 * themselves are made from index.html by server/html/page-html.ts (never cached, so a
 * deploy is picked up at once); this returns that template, or null when there is no build.
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<string | null> {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // Source maps stay on the server for the team (the build writes them hidden): they would
    // hand anyone the whole client source with its comments (issue 29 item 20).
    allowedPath: (pathName) => !pathName.endsWith(".map"),
    // The build writes .br and .gz copies of its text files (vite.config.ts): sent as they are,
    // never compressed again per request. A file without one falls back to @fastify/compress.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's default would override it with max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      // What is sent depends on Accept-Encoding (a .br, a .gz or the file itself): caches must know.
      res.setHeader("vary", "accept-encoding");
      res.setHeader(
        "cache-control",
        path.startsWith(join(clientDir, "assets")) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return readFileSync(indexFile, "utf8");
}
