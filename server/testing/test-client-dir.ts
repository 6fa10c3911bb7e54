import { brotliCompressSync } from "node:zlib";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const INDEX_HTML = fileURLToPath(new URL("../../client/index.html", import.meta.url));

/** What the test build's Brotli copy of assets/app-def456.js holds. */
export const PRECOMPRESSED_BODY = "// the build's own Brotli copy\n";

/**
 * A folder that looks like a client build: the real index.html (with its markers), one hashed
 * asset, and a second one with the Brotli copy the build writes beside it (its copy says so, so a
 * test can tell which file was sent).
 */
export function testClientDir(): string {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-client-"));
  mkdirSync(join(folder, "assets"));
  copyFileSync(INDEX_HTML, join(folder, "index.html"));
  writeFileSync(join(folder, "assets", "main-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  // The build keeps source maps beside the files for the team (vite.config.ts); the server never sends them.
  writeFileSync(join(folder, "assets", "main-abc123.js.map"), '{"version":3,"sources":["../client/secret-source.tsx"]}');
  writeFileSync(join(folder, "assets", "app-def456.js"), `console.log(${JSON.stringify("y".repeat(4000))});`);
  writeFileSync(join(folder, "assets", "app-def456.js.br"), brotliCompressSync(PRECOMPRESSED_BODY));
  return folder;
}
