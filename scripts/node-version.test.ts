import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The Node.js version the project asks for is one every installed package runs on (issue 30
 * item 9, decision 0201): package.json's `engines`, the README's requirement and the
 * Dockerfile's image say the same, and no dependency declares a newer Node than that.
 */
type Semver = {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};
// npm's own version matcher, installed with the tools (it ships no types of its own).
const semver = createRequire(import.meta.url)("semver") as Semver;

const root = process.cwd();
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string; engines?: { node?: unknown } };

/** Every package under node_modules, nested ones included, with the Node range it declares. */
function installedEngines(folder: string, found: { name: string; node: string }[] = []): { name: string; node: string }[] {
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith(".")) continue;
    const path = join(folder, entry);
    if (entry.startsWith("@")) {
      installedEngines(path, found);
      continue;
    }
    const manifest = join(path, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, version, engines } = readJson(manifest);
    if (typeof engines?.node === "string") found.push({ name: `${name}@${version}`, node: engines.node });
    if (existsSync(join(path, "node_modules"))) installedEngines(join(path, "node_modules"), found);
  }
  return found;
}

describe("the Node.js version", () => {
  const declared = readJson(join(root, "package.json")).engines?.node;
  const minimum = typeof declared === "string" ? semver.minVersion(declared)?.version : undefined;

  it("is one every installed dependency declares it runs on", () => {
    expect(minimum).toBeDefined();
    const needNewer = installedEngines(join(root, "node_modules")).filter(({ node }) => !semver.satisfies(minimum ?? "", node));
    expect(needNewer).toEqual([]);
  });

  it("is the one the README and the Dockerfile name", () => {
    const [major, minor] = (minimum ?? "").split(".");
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain(`Node.js ${major}.${minor} or newer`);
    expect(readFileSync(join(root, "Dockerfile"), "utf8")).toMatch(new RegExp(`^FROM node:${major}-`, "m"));
  });
});
