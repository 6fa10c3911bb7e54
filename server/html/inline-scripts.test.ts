import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./inline-scripts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptSources", () => {
  it("hashes each inline script exactly as written, and skips files and data blocks", () => {
    const first = "\n  document.documentElement.dataset.a = 'b';\n";
    const template = [
      `<script>${first}</script>`,
      `<script src="/file.js"></script>`,
      `<script type="module" crossorigin src="/assets/index.js"></script>`,
      `<script type="application/json" id="business-profile">{"a":1}</script>`,
      `<script type="application/ld+json">{"@type":"Thing"}</script>`,
      `<script defer>console.log("two")</script>`,
    ].join("\n");
    expect(inlineScriptSources(template)).toEqual([sha256(first), sha256('console.log("two")')]);
  });

  it("gives none for a template without inline scripts", () => {
    expect(inlineScriptSources(`<html><head><script src="/a.js"></script></head></html>`)).toEqual([]);
  });
});
