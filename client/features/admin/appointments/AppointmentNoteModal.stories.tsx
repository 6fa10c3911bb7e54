import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_CONFIRMED, STORY_PENDING, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AppointmentNoteModal } from "./AppointmentNoteModal";

const meta = {
  title: "Admin/AppointmentNoteModal",
  component: AppointmentNoteModal,
  args: { appointment: STORY_CONFIRMED, timeZone: STORY_TIME_ZONE, saving: false, message: null, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof AppointmentNoteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole("dialog", { name: "Private note" }));

/** An existing note, edited and saved. */
export const EditNote: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const field = modal.getByLabelText("Note");
    await expect(field).toHaveValue(STORY_CONFIRMED.note);
    await userEvent.clear(field);
    await userEvent.type(field, "Bring the 1099-NEC.");
    await userEvent.click(modal.getByRole("button", { name: "Save note" }));
    await expect(args.onSave).toHaveBeenCalledWith("Bring the 1099-NEC.");
  },
};

export const NewNote: Story = {
  args: { appointment: STORY_PENDING },
  play: async () => {
    await expect((await dialog()).getByLabelText("Note")).toHaveValue("");
  },
};

export const Saving: Story = { args: { saving: true } };

export const SaveFailed: Story = { args: { message: { kind: "error", text: "The note could not be saved. Please try again." } } };

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** The private note in Spanish, edited and saved. */
export const EditNoteSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Nota privada" }));
    await expect(modal.getByText(/^Robert Chen, Impuestos de negocios, .*Solo los administradores ven esta nota/)).toBeVisible();
    const field = modal.getByLabelText("Nota");
    await userEvent.clear(field);
    await userEvent.type(field, "Traer el formulario 1099-NEC.");
    await userEvent.click(modal.getByRole("button", { name: "Guardar nota" }));
    await expect(args.onSave).toHaveBeenCalledWith("Traer el formulario 1099-NEC.");
    await userEvent.click(modal.getByRole("button", { name: "Cerrar" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
