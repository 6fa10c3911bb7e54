import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ServiceCards } from "./ServiceCards";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";

const meta = {
  title: "Marketing/ServiceCards",
  component: ServiceCards,
  parameters: viewportParameters,
  args: { services: DEFAULT_SERVICES },
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

/** An office's own service after the spec's three, with a from price and an icon of its own (decision 0237). */
export const WithOfficeService: Story = {
  args: {
    services: [
      ...DEFAULT_SERVICES.map((service) => ({ ...service, price_cents: 25000, price_from: true })),
      {
        id: 4,
        name: "Bookkeeping",
        name_es: "Contabilidad",
        description: "Monthly books for small businesses, reconciled and ready for tax time.",
        description_es: "Contabilidad mensual para pequeños negocios, conciliada y lista para los impuestos.",
        price_cents: 15000,
        price_from: false,
        slots: 1,
        buffer_minutes: 0,
        preparer_ids: [],
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    await expect(canvas.getByRole("heading", { level: 3, name: spanish ? "Contabilidad" : "Bookkeeping" })).toBeVisible();
    await expect(canvas.getByText("$150")).toBeVisible();
    await expect(canvas.getAllByText(spanish ? "Desde $250" : "From $250")).toHaveLength(3);
  },
};

/** The same in Spanish: the office's own Spanish name and "Desde". */
export const WithOfficeServiceSpanish: Story = { ...WithOfficeService, globals: { lang: "es" } };
