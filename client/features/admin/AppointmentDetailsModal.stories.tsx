import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { MESSAGES } from "../../../server/shared/messages";
import { STORY_CANCELLED, STORY_CONFIRMED, STORY_PENDING, STORY_TIME_ZONE } from "./admin.fixtures";
import { AppointmentDetailsModal } from "./AppointmentDetailsModal";

const meta = {
  title: "Admin/AppointmentDetailsModal",
  component: AppointmentDetailsModal,
  args: {
    appointment: STORY_PENDING,
    timeZone: STORY_TIME_ZONE,
    onClose: fn(),
    onConfirm: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onNote: fn(),
  },
} satisfies Meta<typeof AppointmentDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name: string) {
  return within(await screen.findByRole("dialog", { name }));
}

/** A pending request: its details, and Confirm closes the dialog before it runs. */
export const Pending: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Maria Gonzalez");
    await expect(modal.getByText("Wednesday, March 4, 2026 at 9:00 AM")).toBeVisible();
    await expect(modal.getByText("Pending")).toBeVisible();
    await expect(modal.getByRole("link", { name: "(559) 555-0142" })).toHaveAttribute("href", "tel:5595550142");
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.confirmAction }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith(STORY_PENDING);
  },
};

/** A confirmed appointment with the office's note; it cannot be confirmed again. */
export const ConfirmedWithNote: Story = {
  args: { appointment: STORY_CONFIRMED },
  play: async ({ args }) => {
    const modal = await dialog("Robert Chen");
    await expect(modal.getByText(/Bring 2024 Schedule C/)).toBeVisible();
    await expect(modal.getByRole("button", { name: MESSAGES.admin.confirmAction })).toBeDisabled();
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.rescheduleAction }));
    await expect(args.onReschedule).toHaveBeenCalledWith(STORY_CONFIRMED);
  },
};

/** A cancelled one: only the note can still change. */
export const Cancelled: Story = {
  args: { appointment: STORY_CANCELLED },
  play: async () => {
    const modal = await dialog("Aisha Patel");
    await expect(modal.getByRole("button", { name: MESSAGES.admin.cancelAction })).toBeDisabled();
    await expect(modal.getByRole("button", { name: MESSAGES.admin.rescheduleAction })).toBeDisabled();
    await expect(modal.getByRole("button", { name: "Add note" })).toBeEnabled();
  },
};

export const PendingDark: Story = { globals: { theme: "dark" } };

/** The details in Spanish: the date written in Spanish, the status and the actions. */
export const PendingSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = await dialog("Maria Gonzalez");
    await expect(modal.getByText(/^miércoles, 4 de marzo de 2026, 9:00\sa\.\s?m\.$/)).toBeVisible();
    await expect(modal.getByText("Pendiente")).toBeVisible();
    await expect(modal.getByText("Impuestos personales")).toBeVisible();
    await expect(modal.getByRole("group", { name: "Acciones para la cita de Maria Gonzalez" })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Cerrar la ventana" })).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "Cambiar horario" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onReschedule).toHaveBeenCalledWith(STORY_PENDING);
  },
};

export const PendingSpanishDark: Story = { ...PendingSpanish, globals: { lang: "es", theme: "dark" } };
