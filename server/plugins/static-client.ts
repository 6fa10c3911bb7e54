import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * The built client's index.html, from which server/html/page-html.ts makes every page (read
 * once at start, so a deploy is picked up with the restart), or null when there is no build.
 */
export function readClientTemplate(clientDir: string): string | null {
  const indexFile = join(clientDir, "index.html");
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
}

/**
 * Serves the built client's files, precompressed where the build made .br/.gz copies. Hashed
 * files under /assets are cached for a year; the rest, and the pages, are revalidated.
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
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
}
