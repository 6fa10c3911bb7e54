import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPage } from "./NotFoundPage";

const meta = {
  title: "Screens/NotFound",
  component: NotFoundPage,
  parameters: { layout: "fullscreen", route: "/no-such-page" },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "No encontramos esa página" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/contact");
  },
};
