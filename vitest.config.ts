import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { CHROMIUM_ARGS, findChromium } from "./scripts/browser-path.ts";

export default defineConfig({
  ...viteConfig,
  root: ".",
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["server/**/*.test.ts", "client/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["server/testing/vitest.setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: ".storybook" })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: "chromium" }],
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
          },
        },
      },
    ],
  },
});
