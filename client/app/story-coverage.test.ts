import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

/**
 * Storybook is where the screens are reviewed, so it must not fall behind the app: every
 * route of the route table, the 404 page and every modal or dialog has stories. Adding a
 * route or a modal without them fails here. Screen stories follow the title convention
 * `Screens/<PathKey in PascalCase>` (paths.adminAvailability -> Screens/AdminAvailability).
 */

const CLIENT_DIR = fileURLToPath(new URL("..", import.meta.url));
const ROUTES_FILE = fileURLToPath(new URL("./routes.tsx", import.meta.url));

/** Client source files relative to CLIENT_DIR, as .storybook/main.ts's glob sees them. */
const clientFiles = (readdirSync(CLIENT_DIR, { recursive: true }) as string[]).filter(
  (file) => file.endsWith(".tsx") || file.endsWith(".ts"),
);
const storyFiles = clientFiles.filter((file) => /\.stories\.tsx?$/.test(file));
const componentFiles = clientFiles.filter((file) => file.endsWith(".tsx") && !/\.stories\.tsx$/.test(file));

const source = (file: string) => readFileSync(join(CLIENT_DIR, file), "utf8");
const storyTitle = (file: string) => /^\s*title:\s*"([^"]+)"/m.exec(source(file))?.[1];
const titles = new Map(storyFiles.map((file) => [file, storyTitle(file)]));
const screenTitleFor = (pathKey: string) => `Screens/${pathKey[0]?.toUpperCase()}${pathKey.slice(1)}`;

describe("the route table", () => {
  const routesSource = readFileSync(ROUTES_FILE, "utf8");
  const routedKeys = [...routesSource.matchAll(/<Route path=\{paths\.(\w+)\}/g)].map((match) => match[1]);

  it("routes every path in paths.ts, once, and ends with a catch-all for the 404 page", () => {
    expect([...routedKeys].sort()).toEqual(Object.keys(paths).sort());
    expect(routesSource).toMatch(/<Route component=\{NotFoundPage\} \/>\s*<\/Switch>/);
  });

  it.each(Object.keys(paths))("paths.%s has a Screens story file", (pathKey) => {
    expect([...titles.values()]).toContain(screenTitleFor(pathKey));
  });

  it("the 404 page has a Screens story file", () => {
    expect([...titles.values()]).toContain("Screens/NotFound");
  });
});

describe("modals and dialogs", () => {
  /** A file named like a modal, or one that renders Mantine's Modal or Drawer itself. */
  const modalFiles = componentFiles.filter(
    (file) =>
      /(Modal|Dialog)\.tsx$/.test(file) ||
      /import \{[^}]*\b(Modal|Drawer)\b[^}]*\} from "@mantine\/core"/.test(source(file)),
  );

  it("are found (the search itself works)", () => {
    expect(modalFiles.map((file) => basename(file)).sort()).toEqual(
      expect.arrayContaining(["CancelModal.tsx", "DeleteBlockedTimeModal.tsx", "RescheduleModal.tsx", "ResultDialog.tsx"]),
    );
  });

  it.each(modalFiles)("%s has a stories file beside it", (file) => {
    const stories = join(dirname(file), basename(file).replace(/\.tsx$/, ".stories.tsx"));
    expect(storyFiles).toContain(stories);
  });
});

describe("story files", () => {
  it("each has a title, and no two share one", () => {
    const all = [...titles.values()];
    expect(all.every((title) => typeof title === "string")).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(storyFiles)("%s types its meta with `satisfies Meta<typeof ...>`", (file) => {
    expect(source(file)).toMatch(/\} satisfies Meta<typeof \w+>;/);
  });
});
