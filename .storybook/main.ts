import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../client/**/*.stories.@(ts|tsx)", "../server/emails/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  // First in the list, so its `afterEach` runs last (Storybook runs them in reverse): the story's
  // second colour scheme is checked after the a11y addon has checked its first (decision 0154).
  previewAnnotations: async (entries = []) => [fileURLToPath(new URL("./second-scheme.ts", import.meta.url)), ...entries],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../client/public"],
  core: { disableTelemetry: true },
  // Stories render views with mocked data; the app's Vite root and dev proxy do not apply.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root: undefined, server: { ...viteConfig.server, proxy: undefined } }),
};

export default config;
