import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { HeroSection } from "./HeroSection";

const meta = {
  title: "Marketing/HeroSection",
  component: HeroSection,
  parameters: { layout: "fullscreen", ...viewportParameters },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Learn More about our services" })).toHaveAttribute("href", "/services");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: phoneGlobals };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Servicios de impuestos sin estrés, en manos de confianza" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reservar una cita" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Más información sobre nuestros servicios" })).toHaveAttribute("href", "/services");
  },
};

export const SpanishDark: Story = { ...DefaultSpanish, globals: { lang: "es", theme: "dark" } };
