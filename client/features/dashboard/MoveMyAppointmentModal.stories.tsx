import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { MoveMyAppointmentModal, type MoveMyAppointmentModalProps } from "./MoveMyAppointmentModal";

/** Thursday, March 5, 2026 in Los Angeles: the client's appointment is at 1:00 PM, which is not offered again. */
const TIMES = [
  "2026-03-05T17:00:00.000Z",
  "2026-03-05T18:00:00.000Z",
  "2026-03-05T21:00:00.000Z",
  "2026-03-05T22:00:00.000Z",
  "2026-03-05T23:00:00.000Z",
];

const meta = {
  title: "Dashboard/MoveMyAppointmentModal",
  component: MoveMyAppointmentModal,
  args: {
    appointment: { id: 2, service: "Business Tax Services", appointment_time: "2026-03-05T21:00:00.000Z", status: "confirmed", preparer: null },
    timeZone: "America/Los_Angeles",
    today: "2026-03-02",
    date: "2026-03-05",
    onDateChange: fn(),
    slots: { status: "ready", slots: TIMES },
    slot: null,
    onSlotChange: fn(),
    submitting: false,
    message: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MoveMyAppointmentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = "Choose a new time") => within(await screen.findByRole("dialog", { name }));

/** The appointment as it stands, and the free times of its day but its own. */
export const Default: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText(/^Your Business Tax Services appointment is on Thursday, March 5, 2026 at 1:00 PM\./)).toBeInTheDocument();
    const times = within(modal.getByRole("group", { name: "Available new times" }))
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(times).toEqual(["9:00 AM", "10:00 AM", "2:00 PM", "3:00 PM"]);
  },
};

/** "Move appointment" with no time chosen says so, and sends nothing. */
export const NoTimeChosen: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Move appointment" }));
    await expect(modal.getByRole("alert")).toHaveTextContent("Please choose a new time first.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function InteractiveMove(props: MoveMyAppointmentModalProps) {
  const [slot, setSlot] = useState(props.slot);
  return <MoveMyAppointmentModal {...props} slot={slot} onSlotChange={setSlot} />;
}

export const PickAndMove: Story = {
  render: (args) => <InteractiveMove {...args} />,
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Friday, March 6, 2026" }));
    await expect(args.onDateChange).toHaveBeenCalledWith("2026-03-06");
    await userEvent.click(modal.getByRole("button", { name: "2:00 PM" }));
    await userEvent.click(modal.getByRole("button", { name: "Move appointment" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Moving: Story = { args: { slot: TIMES[3], submitting: true } };

/** Someone took the time meanwhile: the server's answer, and the client picks again. */
export const TimeTaken: Story = {
  args: { message: { kind: "error", text: "That time slot is no longer available. Please choose another time." } },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent("no longer available");
  },
};

export const LoadingTimes: Story = { args: { slots: { status: "loading" } } };

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await dialog();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Elija un nuevo horario");
    await expect(modal.getByText(/^Su cita de Impuestos de negocios es el jueves, 5 de marzo de 2026 a la 1:00 /)).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "Cambiar la cita" }));
    await expect(modal.getByRole("alert")).toHaveTextContent("Primero elija un nuevo horario.");
    await expect(modal.getByRole("button", { name: "Conservar el horario actual" })).toBeInTheDocument();
  },
};
