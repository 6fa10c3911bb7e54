import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { CancelMyAppointmentModal } from "./CancelMyAppointmentModal";

const meta = {
  title: "Dashboard/CancelMyAppointmentModal",
  component: CancelMyAppointmentModal,
  args: {
    appointment: { id: 2, service: "Business Tax Services", appointment_time: "2026-03-10T23:30:00.000Z", status: "confirmed", preparer: null },
    timeZone: "America/Los_Angeles",
    submitting: false,
    message: null,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CancelMyAppointmentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole("dialog", { name: "Cancel this appointment?" }));

/** The reason goes to the office with the cancellation; keeping the appointment is the default focus. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(/Tuesday, March 10, 2026 at 4:30 PM/)).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Keep appointment" })).toHaveFocus();
    await userEvent.type(modal.getByLabelText(/^Reason/), "My W-2 has not arrived yet.");
    await userEvent.click(modal.getByRole("button", { name: "Cancel appointment" }));
    await expect(args.onConfirm).toHaveBeenCalledWith("My W-2 has not arrived yet.");
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The cutoff passed while the dialog was open: the server's answer, with the phone number. */
export const TooLate: Story = {
  args: {
    message: {
      kind: "error",
      text: "Appointments can be cancelled online until 24 hours before they start. Please call the office at (559) 555-0123.",
    },
  },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent("Please call the office");
  },
};

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** In Spanish, at one o'clock: "a la 1:00", not "a las". The reason still goes with the cancellation. */
export const Spanish: Story = {
  args: {
    appointment: { id: 2, service: "Business Tax Services", appointment_time: "2026-03-10T20:00:00.000Z", status: "confirmed", preparer: null },
  },
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "¿Desea cancelar esta cita?" }));
    await expect(
      modal.getByText(/^Su cita de Impuestos de negocios del martes, 10 de marzo de 2026 a la 1:00 .+ se cancelará y el horario quedará libre/),
    ).toBeInTheDocument();
    await expect(modal.getByText("Solo nuestra oficina verá este mensaje.")).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Conservar la cita" })).toHaveFocus();
    await expect(modal.getByRole("button", { name: "Cerrar el cuadro de diálogo" })).toBeInTheDocument();
    await userEvent.type(modal.getByLabelText(/^Motivo \(opcional\)/), "Todavía no me llega el W-2.");
    await userEvent.click(modal.getByRole("button", { name: "Cancelar la cita" }));
    await expect(args.onConfirm).toHaveBeenCalledWith("Todavía no me llega el W-2.");
  },
};

/** Any other hour: "a las 4:30". */
export const SpanishAfternoon: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = within(await screen.findByRole("dialog", { name: "¿Desea cancelar esta cita?" }));
    await expect(modal.getByText(/del martes, 10 de marzo de 2026 a las 4:30 /)).toBeInTheDocument();
  },
};
