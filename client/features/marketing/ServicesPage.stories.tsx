import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ServicesPage } from "./ServicesPage";

const meta = {
  title: "Screens/Services",
  component: ServicesPage,
  parameters: { layout: "fullscreen", route: "/services", ...viewportParameters },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Everything You Need for Tax Season" })).toBeVisible();
    for (const name of ["Personal Tax Prep", "Business Tax Services", "IRS Representation"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(document.title).toBe("Our Services | Valley Tax Pros | Fresno, CA");
  },
};

export const Mobile: Story = { globals: phoneGlobals };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Nuestros servicios" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Todo lo que necesita para la temporada de impuestos" })).toBeVisible();
    for (const name of ["Impuestos personales", "Impuestos de negocios", "Representación ante el IRS"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
  },
};
