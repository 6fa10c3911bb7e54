import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "./Footer";
import { phoneGlobals, viewportParameters } from "./story-viewports";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen", ...viewportParameters },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Footer" });
    const expected = [
      ["Home", "/"],
      ["Services", "/services"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ];
    for (const [name, href] of expected) {
      await expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(canvas.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByText("Your trusted partner for personal and business tax needs.")).toBeVisible();
    await expect(canvas.getByText("© 2026 Valley Tax Pros. All rights reserved.")).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: phoneGlobals };

/** The footer in Spanish. */
export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Pie de página" });
    await expect(within(nav).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/privacy");
    await expect(canvas.getByRole("link", { name: "Reservar cita" })).toBeVisible();
    await expect(canvas.getByText(/Todos los derechos reservados\.$/)).toBeVisible();
  },
};
