import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ServiceFormModal } from "./ServiceFormModal";
import { STORY_SERVICE_PREPARERS, STORY_SERVICES } from "./services.fixtures";

const meta = {
  title: "Admin/Services/ServiceFormModal",
  component: ServiceFormModal,
  args: {
    opened: true,
    service: null,
    preparers: STORY_SERVICE_PREPARERS,
    submitting: false,
    onSubmit: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof ServiceFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp) => within(await screen.findByRole("dialog", { name }));

/** A new service: every field says what it needs, in the server's words, before anything is sent; then it is sent in cents. */
export const Add: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Add a service");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("The service's English name is required.")).toBeVisible();
    await expect(modal.getByText("The Spanish description is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(modal.getByRole("checkbox", { name: /starting price/ })).toBeDisabled();

    await userEvent.type(modal.getByRole("textbox", { name: "Name (English)" }), "Bookkeeping");
    await userEvent.type(modal.getByRole("textbox", { name: "Name (Spanish)" }), "Contabilidad");
    await userEvent.type(modal.getByRole("textbox", { name: "Description (English)" }), "Monthly books.");
    await userEvent.type(modal.getByRole("textbox", { name: "Description (Spanish)" }), "Libros mensuales.");
    await userEvent.type(modal.getByRole("textbox", { name: "Price in dollars" }), "125.50");
    await userEvent.click(modal.getByRole("checkbox", { name: /starting price/ }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "Bookkeeping",
        name_es: "Contabilidad",
        description: "Monthly books.",
        description_es: "Libros mensuales.",
        price_cents: 12550,
        price_from: true,
        slots: 1,
        buffer_minutes: 0,
        preparer_ids: [],
      }),
    );
  },
};

/** How long it lasts (in the office's slots, named as lengths) and the minutes kept free after it, checked as the server checks them. */
export const LengthAndBuffer: Story = {
  args: { service: STORY_SERVICES[3] ?? null },
  play: async ({ args }) => {
    const modal = await dialog("Edit Bookkeeping");
    await expect(modal.getByRole("textbox", { name: "Minutes kept free after it" })).toHaveValue("15");
    await userEvent.click(modal.getByRole("combobox", { name: "Length" }));
    await userEvent.click(await screen.findByRole("option", { name: "3 hours" }));
    const buffer = modal.getByRole("textbox", { name: "Minutes kept free after it" });
    await userEvent.clear(buffer);
    await userEvent.type(buffer, "7");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByText("The time kept free after must be from 0 to 120 minutes, in steps of 5.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(buffer);
    await userEvent.type(buffer, "30");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slots: 3, buffer_minutes: 30 })));
  },
};

/** A booked service keeps its English name; who offers it can change. */
export const EditBooked: Story = {
  args: { service: STORY_SERVICES[3] ? { ...STORY_SERVICES[3], booked: true } : null },
  play: async ({ args }) => {
    const modal = await dialog("Edit Bookkeeping");
    await expect(modal.getByRole("textbox", { name: "Name (English)" })).toBeDisabled();
    await expect(modal.getByText(/Clients booked this service under this name/)).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Price in dollars" })).toHaveValue("$125.5");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: "Bookkeeping", price_cents: 12550, preparer_ids: [7] })));
  },
};

/** Saving: the button says so. */
export const Saving: Story = {
  args: { service: STORY_SERVICES[0] ?? null, submitting: true },
  play: async () => {
    const modal = await dialog("Edit Personal Tax Prep");
    await expect(modal.getByRole("button", { name: "Save" })).toHaveAttribute("data-loading", "true");
  },
};

/** In an office without preparers there is nobody to choose. */
export const NoPreparers: Story = {
  args: { preparers: [] },
  play: async () => {
    const modal = await dialog("Add a service");
    await expect(modal.queryByText("Preparers who offer it")).toBeNull();
  },
};

/** The dialog in Spanish, the server's sentences too. */
export const AddSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Agregar un servicio");
    await userEvent.click(modal.getByRole("button", { name: "Guardar" }));
    await expect(modal.getByText("El nombre del servicio en inglés es obligatorio.")).toBeVisible();
    await expect(modal.getByText("Déjelo vacío para todos los preparadores.")).toBeVisible();
  },
};
