import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_CONFIRMED, STORY_SLOTS, STORY_TIME_ZONE, STORY_TODAY } from "../common/admin.fixtures";
import { RescheduleModal, type RescheduleModalProps } from "./RescheduleModal";

const meta = {
  title: "Admin/RescheduleModal",
  component: RescheduleModal,
  args: {
    appointment: STORY_CONFIRMED,
    timeZone: STORY_TIME_ZONE,
    today: STORY_TODAY,
    date: "2026-03-05",
    onDateChange: fn(),
    slots: { status: "ready", slots: STORY_SLOTS },
    slot: null,
    onSlotChange: fn(),
    submitting: false,
    message: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RescheduleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal, outside the story's canvas. */
async function dialog() {
  return within(await screen.findByRole("dialog", { name: "Reschedule Appointment" }));
}

export const Default: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText("Robert Chen")).toBeInTheDocument();
    await expect(modal.getByText("Business Tax Services")).toBeInTheDocument();
    await expect(modal.getByText("Thursday, March 5, 2026, 1:00 PM")).toBeInTheDocument();
    const times = within(modal.getByRole("group", { name: "Available new times" }))
      .getAllByRole("button")
      .map((button) => button.textContent);
    // 1:00 PM is the appointment's current time: not offered.
    await expect(times).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    await expect(modal.getByRole("button", { name: "Sunday, March 8, 2026" })).toBeDisabled();
    await expect(modal.getByRole("button", { name: "Sunday, March 1, 2026" })).toBeDisabled();
  },
};

/** 'Please select a new time slot.' and nothing sent when no slot is picked. */
export const NoSlotPicked: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.rescheduleAction }));
    await expect(modal.getByRole("alert")).toHaveTextContent(MESSAGES.admin.selectNewSlot);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function InteractiveReschedule(props: RescheduleModalProps) {
  const [date, setDate] = useState(props.date);
  const [slot, setSlot] = useState(props.slot);
  return (
    <RescheduleModal
      {...props}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setSlot(null);
        props.onDateChange(next);
      }}
      slot={slot}
      onSlotChange={setSlot}
    />
  );
}

export const PickAndSubmit: Story = {
  render: (args) => <InteractiveReschedule {...args} />,
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Friday, March 6, 2026" }));
    await expect(args.onDateChange).toHaveBeenCalledWith("2026-03-06");
    await userEvent.click(modal.getByRole("button", { name: "2:00 PM" }));
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.rescheduleAction }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Days without a free slot are greyed out beside the disabled Sundays. */
export const DaysWithoutOpenings: Story = {
  args: { calendarDays: { lastDate: "2026-05-31", freeSlots: new Map([["2026-03-06", 0], ["2026-03-09", 4]]) } },
  play: async () => {
    const modal = within(await screen.findByRole("dialog"));
    await expect(modal.getByRole("button", { name: "Friday, March 6, 2026, no openings" })).toBeDisabled();
    await expect(modal.getByRole("button", { name: "Monday, March 9, 2026" })).toBeEnabled();
  },
};

export const SlotChosen: Story = { args: { slot: STORY_SLOTS[4] } };

export const Submitting: Story = { args: { slot: STORY_SLOTS[4], submitting: true } };

export const LoadingSlots: Story = { args: { slots: { status: "loading" } } };

export const NoSlots: Story = {
  args: { slots: { status: "ready", slots: [] } },
  play: async () => {
    await expect((await dialog()).getByText(MESSAGES.booking.noSlots)).toBeInTheDocument();
  },
};

export const SlotsFailed: Story = {
  args: { slots: { status: "error" } },
  play: async () => {
    await expect((await dialog()).getByText(MESSAGES.booking.availabilityFailed)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { slot: STORY_SLOTS[4], message: { kind: "error", text: MESSAGES.admin.rescheduleFailed } },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent(MESSAGES.admin.rescheduleFailed);
  },
};

export const Mobile: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** Rescheduling in Spanish: the facts, the new date and times, and the specification's words. */
export const NoSlotPickedSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Cambiar el horario de la cita" }));
    await expect(modal.getByText("Impuestos de negocios")).toBeInTheDocument();
    await expect(modal.getByText(/^jueves, 5 de marzo de 2026, 1:00\sp\.\s?m\.$/)).toBeInTheDocument();
    await expect(modal.getByText("Nueva fecha")).toBeVisible();
    await expect(modal.getByText("Nuevos horarios del jueves, 5 de marzo de 2026")).toBeVisible();
    await expect(modal.getByRole("group", { name: "Nuevos horarios disponibles" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Cambiar horario" }));
    await expect(modal.getByRole("alert")).toHaveTextContent("Seleccione un nuevo horario.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SlotChosenSpanish: Story = { args: { slot: STORY_SLOTS[4] }, globals: { lang: "es" } };
