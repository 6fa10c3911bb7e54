import type { A11yParameters } from "@storybook/addon-a11y";
import type { StoryContext } from "@storybook/react-vite";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * The story test's check of the other colour scheme (decision 0154). Each story runs once, in its
 * own scheme (the toolbar's light, or the one it pins), where the a11y addon runs axe. Then this
 * `afterEach` flips the live story to the other scheme, runs axe again and fails the test on any
 * violation. So every story is checked in light and in dark without a second Vitest project or a
 * "Dark" copy of the story. It does not flip back: this hook runs only in a Vitest run, where the
 * story is unmounted next and the next one mounts in its own scheme, and a flip back with its
 * settle cost 50 ms a story, about 17 s of the stage.
 *
 * It is registered by `.storybook/main.ts` ahead of the addons' annotations: Storybook runs the
 * project's `afterEach` hooks last-registered first, so this one runs after the addon's check.
 */

type Scheme = "light" | "dark";

/**
 * What the flip checks: the WCAG rules a colour scheme can break. A scheme changes colours, not
 * markup, names or roles, which the addon's run (every rule) has already checked in the story's
 * own scheme; running only these halves the flip's cost (decision 0162).
 */
const SCHEME_RULES = ["color-contrast", "link-in-text-block"];
/** As the a11y addon does: Storybook's own elements are in the document, not in the story. */
const STORYBOOK_ELEMENTS = [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"];
/** Longest wait for the page to settle after a flip; with reduced motion it is a frame or two. */
const SETTLE_LIMIT_MS = 2000;

let setScheme: ((scheme: Scheme) => void) | null = null;

/** The story's MantineProvider hands over its `setColorScheme` here; the returned function withdraws it. */
export function registerSchemeSetter(setter: (scheme: Scheme) => void): () => void {
  setScheme = setter;
  return () => {
    if (setScheme === setter) setScheme = null;
  };
}

function isVitestRun(): boolean {
  return Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__);
}

function currentScheme(): Scheme {
  return document.documentElement.getAttribute("data-mantine-color-scheme") === "dark" ? "dark" : "light";
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Two frames for React and the styles, then until no finite animation runs. Infinite ones
 * (spinners, skeleton pulses) never end; Storybook pauses them while `afterEach` runs.
 */
async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
    const left = deadline - performance.now();
    if (running.length === 0 || left <= 0) return;
    await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), sleep(left)]);
  }
}

/** axe on the whole document (modals and menus are portalled out of the story's root), with the story's own overrides. */
async function runAxe(a11y: A11yParameters): Promise<AxeResults> {
  const axe = (await import("axe-core")).default;
  const rules = a11y.config?.rules ?? [];
  // `runOnly` outranks a rule disabled in `axe.configure`, so disabled rules are repeated in the run options.
  const disabled = Object.fromEntries(rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]));
  axe.reset();
  axe.configure({ ...a11y.config, rules });
  const options: RunOptions = {
    runOnly: { type: "rule", values: SCHEME_RULES },
    ...a11y.options,
    rules: { ...disabled, ...a11y.options?.rules },
  };
  // The story's `context`, read as the addon reads it: an include/exclude object, or what to include.
  let include: unknown = document.body;
  let exclude: unknown[] = [...STORYBOOK_ELEMENTS];
  if (a11y.context) {
    const given = a11y.context as { include?: unknown; exclude?: unknown };
    const hasInclude = typeof given === "object" && "include" in given && given.include !== undefined;
    const hasExclude = typeof given === "object" && "exclude" in given && given.exclude !== undefined;
    if (hasInclude) include = given.include;
    else if (!hasExclude) include = a11y.context;
    if (hasExclude) exclude = exclude.concat(given.exclude);
  }
  return axe.run({ include, exclude } as Parameters<typeof axe.run>[0], options);
}

function describeViolations(results: AxeResults, scheme: Scheme, storyScheme: Scheme): string {
  const lines = results.violations.flatMap((violation) => [
    `- ${violation.id} (${violation.impact ?? "no impact"}): ${violation.help}`,
    ...violation.nodes.map((node) => {
      const summary = node.failureSummary?.split("\n").slice(1).join(" ").trim();
      return `    ${node.target.join(" ")}${summary ? `: ${summary}` : ""}`;
    }),
  ]);
  const count = results.violations.length;
  return [
    `axe found ${count} violation${count === 1 ? "" : "s"} in the ${scheme} scheme (the story runs in ${storyScheme}; ` +
      `the check flipped it, see decision 0154):`,
    ...lines,
  ].join("\n");
}

export async function afterEach(context: StoryContext): Promise<void> {
  const a11y = (context.parameters.a11y ?? {}) as A11yParameters;
  const manual = (context.globals.a11y as { manual?: boolean } | undefined)?.manual === true;
  if (!isVitestRun() || a11y.disable === true || a11y.test === "off" || manual || context.globals.ghostStories) return;
  const flip = setScheme;
  if (!flip) throw new Error("The second-scheme check found no colour-scheme setter: is StoryProviders around the story?");

  const storyScheme = currentScheme();
  const other: Scheme = storyScheme === "dark" ? "light" : "dark";
  flip(other);
  await settle();
  if (currentScheme() !== other) throw new Error(`The second-scheme check could not switch the story to ${other}.`);
  const results = await runAxe(a11y);
  if (results.violations.length === 0) return;
  const message = describeViolations(results, other, storyScheme);
  if (a11y.test === "todo") console.warn(message);
  else throw new Error(message);
}
