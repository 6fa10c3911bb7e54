import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LocationCard } from "./LocationCard";

const meta = {
  title: "Marketing/LocationCard",
  component: LocationCard,
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(canvas.getByRole("link", { name: "Get directions" })).toHaveAttribute("target", "_blank");
    // The 'Find Us' line above it gives the address, 'Get in Touch' the hours: not again here.
    await expect(canvas.queryByText("2150 W Shaw Ave, Suite 104, Fresno, CA 93711")).toBeNull();
    await expect(canvas.queryByText(/9:00 AM to 5:00 PM/)).toBeNull();
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(canvas.getByRole("link", { name: "Cómo llegar" })).toHaveAttribute("target", "_blank");
  },
};
