import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root";
import { MESSAGES } from "../server/shared/messages";

/**
 * The project's own documents (decision 0196): docs/product.md and docs/architecture.md are what
 * comments cite, so a citation must land on a section that exists, and the product's list of the
 * specification's sentences must match the catalogue that holds them.
 */
const root = projectRoot();
const read = (path: string) => readFileSync(join(root, path), "utf8");
const DOCUMENTS = { "docs/product.md": read("docs/product.md"), "docs/architecture.md": read("docs/architecture.md") };

/** The section numbers a document has: "## 7. The REST API" -> 7, "### 7.3 Failures" -> 7.3. */
function sectionsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]!));
}

/** The house rules of docs/architecture.md §3, by number. */
function houseRules(text: string): Set<string> {
  const section = /^## 3\. [^\n]*\n([\s\S]*?)^## /m.exec(text)?.[1] ?? "";
  return new Set([...section.matchAll(/^(\d+)\. /gm)].map((match) => match[1]!));
}

const SOURCE_FOLDERS = ["server", "client", "e2e", "scripts", "bench", "api-client", "prisma", ".storybook", "docs"];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|md|css)$/;
const sourceFiles = (): string[] => [
  "README.md",
  "eslint.config.js",
  ...SOURCE_FOLDERS.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => SOURCE_FILE.test(file) && !file.includes("generated") && !file.includes("node_modules"))
      .map((file) => join(folder, file)),
  ),
];

describe("docs/product.md and docs/architecture.md", () => {
  it("every citation of a section (docs/product.md §5, docs/architecture.md §3 rule 4) names one that exists", () => {
    const sections = Object.fromEntries(Object.entries(DOCUMENTS).map(([path, text]) => [path, sectionsOf(text)]));
    const rules = houseRules(DOCUMENTS["docs/architecture.md"]);
    const broken: string[] = [];
    for (const file of sourceFiles()) {
      const text = read(file);
      for (const match of text.matchAll(/(docs\/(?:product|architecture)\.md) ((?:§[\d.]*\d(?:(?:,| and|, and) (?=§))?)+)(?: rule (\d+))?/g)) {
        const [citation, document, numbers, rule] = match as unknown as [string, keyof typeof DOCUMENTS, string, string | undefined];
        for (const number of numbers.match(/§[\d.]*\d/g) ?? []) {
          if (!sections[document]!.has(number.slice(1))) broken.push(`${file}: "${citation}"`);
        }
        if (rule !== undefined && !rules.has(rule)) broken.push(`${file}: "${citation}" (no such rule)`);
      }
    }
    // Fix: point the comment at the section that now holds the fact, or restore the section.
    expect(broken).toEqual([]);
  });

  it("docs/product.md §8.1 lists every sentence of server/shared/messages.ts word for word", () => {
    const sentences = Object.values(MESSAGES).flatMap((area) => Object.values(area) as string[]);
    const missing = sentences.filter((sentence) => !DOCUMENTS["docs/product.md"].includes(`| ${sentence} |`));
    // Fix: update the table in docs/product.md §8.1 to the catalogue's text.
    expect(missing).toEqual([]);
  });
});
