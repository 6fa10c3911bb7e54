import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ThemeToggle } from "./ThemeToggle";

const meta = {
  title: "Layout/ThemeToggle",
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const schemeOfPage = () => document.documentElement.getAttribute("data-mantine-color-scheme");

/** Persistence in localStorage `theme` across reloads is covered end to end (e2e/public/theme.spec.ts). */
export const Light: Story = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  },
};

/** The toggle changes the page's scheme, and the change stays (the preview must not undo it). */
export const Toggling: Story = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Switch to dark theme" }));
    await expect(await canvas.findByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await expect(schemeOfPage()).toBe("dark");

    await userEvent.click(canvas.getByRole("button", { name: "Switch to light theme" }));
    await expect(await canvas.findByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    await expect(schemeOfPage()).toBe("light");
  },
};

/** Without a pinned scheme the story follows the toolbar (light in the story tests; decision 0154 checks dark too). */
export const FollowsTheToolbar: Story = {
  play: async ({ canvasElement, globals }) => {
    const scheme = globals.theme === "dark" ? "dark" : "light";
    await expect(schemeOfPage()).toBe(scheme);
    const next = scheme === "dark" ? "light" : "dark";
    await expect(within(canvasElement).getByRole("button", { name: `Switch to ${next} theme` })).toBeVisible();
  },
};
