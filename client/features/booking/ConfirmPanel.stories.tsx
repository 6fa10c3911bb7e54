import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { STORY_SLOTS, STORY_TIME_ZONE, STORY_TODAY } from "./booking.fixtures";
import { ConfirmPanel } from "./ConfirmPanel";

const meta = {
  title: "Booking/ConfirmPanel",
  component: ConfirmPanel,
  args: {
    service: "Personal Tax Prep",
    date: STORY_TODAY,
    slot: STORY_SLOTS[0],
    timeZone: STORY_TIME_ZONE,
    session: "signed-in",
    loginHref: "/login?next=/book",
    submitting: false,
    error: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ConfirmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Personal Tax Prep")).toBeInTheDocument();
    await expect(canvas.getByText("Monday, March 2, 2026")).toBeInTheDocument();
    await expect(canvas.getByText("9:00 AM")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.booking.submitRequest }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const NoTimeYet: Story = { args: { slot: null } };

export const MissingChoice: Story = {
  args: { slot: null, error: MESSAGES.booking.selectionRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.booking.selectionRequired)).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: MESSAGES.booking.submitRequest })).toBeDisabled();
  },
};

export const SignedOut: Story = {
  args: { session: "signed-out" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Log in to book" })).toHaveAttribute("href", "/login?next=/book");
    await expect(canvas.queryByRole("button", { name: MESSAGES.booking.submitRequest })).not.toBeInTheDocument();
  },
};

/** The panel in Spanish: the service's Spanish name and a Spanish date. */
export const ReadySpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Confirme su solicitud" })).toBeInTheDocument();
    for (const label of ["Servicio", "Fecha", "Hora"]) await expect(canvas.getByText(label)).toBeInTheDocument();
    await expect(canvas.getByText("Impuestos personales")).toBeInTheDocument();
    await expect(canvas.getByText("lunes, 2 de marzo de 2026")).toBeInTheDocument();
    await expect(canvas.getByText(/^9:00 a/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Enviar solicitud" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SignedOutSpanish: Story = {
  args: { session: "signed-out", slot: null },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sin seleccionar")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Inicie sesión para reservar" })).toHaveAttribute("href", "/login?next=/book");
  },
};
