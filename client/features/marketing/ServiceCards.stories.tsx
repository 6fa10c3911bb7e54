import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ServiceCards } from "./ServiceCards";
import { SERVICES } from "./services-content";

const meta = {
  title: "Marketing/ServiceCards",
  component: ServiceCards,
  parameters: viewportParameters,
  args: { services: SERVICES },
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Personal Tax Prep", "Business Tax Services", "IRS Representation"]);
  },
};

/** One column on a phone. */
export const Mobile: Story = { globals: phoneGlobals };

/** Names and descriptions in Spanish. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Impuestos personales", "Impuestos de negocios", "Representación ante el IRS"]);
    await expect(canvas.getByText(/^¿Recibió un aviso del IRS o de la Franchise Tax Board\?/)).toBeVisible();
  },
};
