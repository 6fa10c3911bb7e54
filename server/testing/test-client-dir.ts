import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const INDEX_HTML = fileURLToPath(new URL("../../client/index.html", import.meta.url));

/** A folder that looks like a client build: the real index.html (with its markers) and one hashed asset. */
export function testClientDir(): string {
  const folder = mkdtempSync(join(tmpdir(), "taxpro-client-"));
  mkdirSync(join(folder, "assets"));
  copyFileSync(INDEX_HTML, join(folder, "index.html"));
  writeFileSync(join(folder, "assets", "main-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  return folder;
}
