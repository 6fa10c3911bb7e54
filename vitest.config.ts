import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { CHROMIUM_ARGS, findChromium } from "./scripts/browser-path.ts";

/**
 * Every story runs as a test in Chromium (with axe failing it on violations) once per colour
 * scheme: the project's initial `theme` global is the preview toolbar's value. Stories that pin
 * `globals.theme` keep their own scheme in both projects.
 */
function storybookProject(name: string, theme: "light" | "dark"): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: ".storybook", initialGlobals: { theme } })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: "chromium" }],
        provider: playwright({
          launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
        }),
      },
    },
  };
}

export default defineConfig({
  ...viteConfig,
  root: ".",
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["server/**/*.test.ts", "client/**/*.test.ts", "scripts/**/*.test.ts", "api-client/**/*.test.ts"],
          environment: "node",
          setupFiles: ["server/testing/vitest.setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      storybookProject("storybook", "light"),
      storybookProject("storybook-dark", "dark"),
    ],
  },
});
