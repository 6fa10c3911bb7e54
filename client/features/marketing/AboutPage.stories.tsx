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

/** The page in Spanish; the business's own name, tagline and paragraphs stay as the owner wrote them. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Acerca de Valley Tax Pros" })).toBeVisible();
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/contact");
  },
};

export const SpanishDark: Story = { ...DefaultSpanish, globals: { lang: "es", theme: "dark" } };
