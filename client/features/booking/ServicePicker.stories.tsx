import { Title } from "@mantine/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";
import { ServicePicker } from "./ServicePicker";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";

const meta = {
  title: "Booking/ServicePicker",
  component: ServicePicker,
  args: {
    services: DEFAULT_SERVICES,
    value: null,
    onChange: fn(),
    label: <Title order={2}>1. Select a service</Title>,
  },
} satisfies Meta<typeof ServicePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "1. Select a service" });
    await expect(within(group).getAllByRole("radio")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("radio", { name: "IRS Representation" }));
    await expect(args.onChange).toHaveBeenCalledWith("IRS Representation");
  },
};

export const Chosen: Story = {
  args: { value: "Business Tax Services" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Business Tax Services" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

export const Mobile: Story = {
  args: { value: "Personal Tax Prep" },
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    // One column on a phone: the cards stack, all starting at the same left edge.
    const lefts = within(canvasElement)
      .getAllByRole("radio")
      .map((card) => card.getBoundingClientRect().left);
    await expect(new Set(lefts).size).toBe(1);
  },
};

/** The cards read in Spanish; the value chosen is still the English name the API takes. */
export const Spanish: Story = {
  args: { label: <Title order={2}>1. Seleccione un servicio</Title> },
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "1. Seleccione un servicio" });
    for (const name of ["Impuestos personales", "Impuestos de negocios"]) {
      await expect(within(group).getByRole("radio", { name })).toBeInTheDocument();
    }
    await userEvent.click(within(group).getByRole("radio", { name: "Representación ante el IRS" }));
    await expect(args.onChange).toHaveBeenCalledWith("IRS Representation");
  },
};

/** An office's own service with its price beside the spec's three (decision 0237); one that lasts two slots says so (decision 0239). */
export const WithPrices: Story = {
  args: {
    services: [
      ...DEFAULT_SERVICES.slice(0, 2).map((service, index) => ({ ...service, price_cents: 20000, price_from: true, slots: index + 1 })),
      { ...DEFAULT_SERVICES[0]!, id: 9, name: "Bookkeeping", name_es: "Contabilidad", price_cents: 15000, price_from: false },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("From $200")).toHaveLength(2);
    await expect(canvas.getByText("2 hours")).toBeVisible();
    await expect(canvas.queryByText("1 hour")).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Bookkeeping/ }));
    await expect(args.onChange).toHaveBeenCalledWith("Bookkeeping");
  },
};

/** The same in Spanish: the office's own Spanish name, "Desde". */
export const WithPricesSpanish: Story = {
  args: WithPrices.args,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Desde $200")).toHaveLength(2);
    await expect(canvas.getByText("2 horas")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /Contabilidad/ })).toBeInTheDocument();
  },
};
