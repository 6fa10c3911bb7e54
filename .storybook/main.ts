import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../client/**/*.stories.@(ts|tsx)", "../server/emails/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../client/public"],
  core: { disableTelemetry: true },
  // Stories render views with mocked data; the app's Vite root and dev proxy do not apply.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root: undefined, server: { ...viteConfig.server, proxy: undefined } }),
};

export default config;
