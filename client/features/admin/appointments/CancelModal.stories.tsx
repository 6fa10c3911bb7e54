import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { STORY_CONFIRMED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { CancelModal } from "./CancelModal";

const meta = {
  title: "Admin/CancelModal",
  component: CancelModal,
  args: { appointment: STORY_CONFIRMED, timeZone: STORY_TIME_ZONE, submitting: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole("dialog", { name: MESSAGES.admin.cancelTitle }));
}

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(/cannot be undone/)).toBeInTheDocument();
    await expect(
      modal.getByText(/Robert Chen's Business Tax Services appointment on Thursday, March 5, 2026 at 1:00 PM/),
    ).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.yesCancel }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepAppointment: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    // The safe choice has the focus, so Enter does not cancel by accident.
    await waitFor(() => expect(modal.getByRole("button", { name: MESSAGES.admin.keepAppointment })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.keepAppointment }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: MESSAGES.admin.yesCancel })).toBeDisabled();
  },
};

/** The cancellation in Spanish: what goes, with the safe choice focused. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Confirmar cancelación" }));
    await expect(
      modal.getByText(/^¿Cancelar la cita de Robert Chen \(Impuestos de negocios\) del jueves, 5 de marzo de 2026, 1:00\sp\.\s?m\.\?$/),
    ).toBeInTheDocument();
    await expect(modal.getByText(/no se puede deshacer/)).toBeInTheDocument();
    await waitFor(() => expect(modal.getByRole("button", { name: "Conservar la cita" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Sí, cancelar" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
