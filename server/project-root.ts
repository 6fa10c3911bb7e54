import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root folder: the nearest folder above this module with a package.json.
 * The same answer whether this runs as TypeScript (server/) or from the compiled bundle
 * (dist/server/), where a path relative to `import.meta.url` would point elsewhere.
 */
export function projectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(folder) === folder) return from;
  }
}
