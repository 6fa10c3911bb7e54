import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that let the page template's own inline
 * scripts run, and nothing else inline (decision 0259). index.html carries the colour-scheme
 * script inline because, as a file, the head waited for it before the first paint. A script with
 * `src`, or a data block (`application/json`, `application/ld+json`), runs nothing and needs none.
 * The hashes are taken from the built template itself, so a change to the script cannot leave the
 * policy behind.
 */
export function inlineScriptSources(template: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = "", body = ""] of template.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|\stype="application\/(?:ld\+)?json"/.test(attributes)) continue;
    sources.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return sources;
}
