import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A page's HTML compressed once, with its validator. */
export type EncodedPage = { etag: string; br: Buffer; gzip: Buffer };

const encoded = new WeakMap<object, EncodedPage>();

/**
 * The compressed forms and ETag of a rendered page, made on first use and kept as long as the
 * page object is (the renderer keeps one per known path and language until the business
 * profile changes). Compressing the same HTML again on every request was most of the cost
 * of serving a page. Only cached pages belong here: compressing at the best ratio is slow.
 */
export function encodedPage(page: { html: string }): EncodedPage {
  let result = encoded.get(page);
  if (!result) {
    const html = Buffer.from(page.html);
    result = {
      etag: `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
      br: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzip: gzipSync(html, { level: 9 }),
    };
    encoded.set(page, result);
  }
  return result;
}

/** The encoding to answer with: br, then gzip, when the request accepts it (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => (name ?? "").trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** True when an If-None-Match header names this ETag (or is "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === bare;
  });
}
