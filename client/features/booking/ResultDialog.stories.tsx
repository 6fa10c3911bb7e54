import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { ResultDialog } from "./ResultDialog";

const meta = {
  title: "Booking/ResultDialog",
  component: ResultDialog,
  args: { result: { kind: "success" }, onClose: fn() },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modals render in a portal outside the story's canvas, hence `screen`. */
export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.booking.submittedTitle });
    await expect(dialog).toHaveTextContent(MESSAGES.booking.submitted);
    await userEvent.click(screen.getByRole("button", { name: "Go to my appointments" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const ServerError: Story = {
  args: { result: { kind: "error", message: "That time was just booked by someone else. Please choose another." } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.booking.submitErrorTitle });
    await expect(dialog).toHaveTextContent("That time was just booked by someone else.");
  },
};

export const FallbackError: Story = {
  args: { result: { kind: "error", message: MESSAGES.booking.submitFailed } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.booking.submitErrorTitle });
    await expect(dialog).toHaveTextContent(MESSAGES.booking.submitFailed);
  },
};

export const Closed: Story = {
  args: { result: null },
  play: async () => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** The answer in Spanish, and the way on to the appointments. */
export const SuccessSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Solicitud enviada" });
    await expect(dialog).toHaveTextContent("Recibimos su solicitud de cita. Le avisaremos en cuanto la oficina la confirme.");
    await expect(screen.getByRole("button", { name: "Cerrar el cuadro de diálogo" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ir a mis citas" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const ErrorSpanish: Story = {
  args: { result: { kind: "error", message: "No se pudo enviar la solicitud de cita. Inténtelo de nuevo." } },
  globals: { lang: "es" },
  play: async ({ args }) => {
    await expect(await screen.findByRole("dialog", { name: "Error al enviar la solicitud" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};
