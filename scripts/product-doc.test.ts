import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root";
import { MESSAGES } from "../server/shared/messages";

/**
 * docs/product.md §8.1 lists the specification's sentences word for word (decision 0196).
 * The code holds them once, in server/shared/messages.ts; this keeps the document from drifting.
 */
describe("docs/product.md", () => {
  const product = readFileSync(join(projectRoot(), "docs/product.md"), "utf8");

  it("lists every sentence of server/shared/messages.ts word for word", () => {
    const sentences = Object.values(MESSAGES).flatMap((area) => Object.values(area) as string[]);
    const missing = sentences.filter((sentence) => !product.includes(`| ${sentence} |`));
    // Fix: update the table in docs/product.md §8.1 to the catalogue's text.
    expect(missing).toEqual([]);
  });
});
