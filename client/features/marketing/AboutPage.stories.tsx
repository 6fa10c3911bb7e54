import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AboutPage } from "./AboutPage";

const meta = {
  title: "Screens/About",
  component: AboutPage,
  parameters: { layout: "fullscreen", route: "/about" },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "About Valley Tax Pros" })).toBeVisible();
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(document.title).toBe("About | Valley Tax Pros | Fresno, CA");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
