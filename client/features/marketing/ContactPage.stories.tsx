import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ContactPage } from "./ContactPage";

const meta = {
  title: "Screens/Contact",
  component: ContactPage,
  parameters: { layout: "fullscreen", route: "/contact", ...viewportParameters },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, then the map section (no maps key in Storybook: the address card). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Contact form" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Find Us" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Get directions" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: phoneGlobals };
