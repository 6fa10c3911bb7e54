import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import {
  STORY_CANCELLED as CANCELLED,
  STORY_COMPLETED as COMPLETED,
  STORY_CONFIRMED as CONFIRMED,
  STORY_NO_SHOW as NO_SHOW,
  STORY_NOW,
  STORY_PENDING as PENDING,
  STORY_STARTED as STARTED,
} from "../common/admin.fixtures";
import { AppointmentActions } from "./AppointmentActions";

const meta = {
  title: "Admin/AppointmentActions",
  component: AppointmentActions,
  args: {
    appointment: PENDING,
    label: "Actions for Maria Gonzalez",
    busy: false,
    onConfirm: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onNote: fn(),
    onOutcome: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof AppointmentActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole("button", { name });

/** Pending: Confirm, Reschedule (it stays pending) and Cancel. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement, MESSAGES.admin.confirmAction)).toBeEnabled();
    await expect(button(canvasElement, MESSAGES.admin.rescheduleAction)).toBeEnabled();
    await expect(button(canvasElement, MESSAGES.admin.cancelAction)).toBeEnabled();
    await userEvent.click(button(canvasElement, MESSAGES.admin.confirmAction));
    await expect(args.onConfirm).toHaveBeenCalledWith(PENDING);
  },
};

export const Confirmed: Story = {
  args: { appointment: CONFIRMED },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement, MESSAGES.admin.confirmAction)).toBeDisabled();
    await userEvent.click(button(canvasElement, MESSAGES.admin.rescheduleAction));
    await expect(args.onReschedule).toHaveBeenCalledWith(CONFIRMED);
    await userEvent.click(button(canvasElement, MESSAGES.admin.cancelAction));
    await expect(args.onCancel).toHaveBeenCalledWith(CONFIRMED);
  },
};

/** Cancelled: every action is disabled. */
export const Cancelled: Story = {
  args: { appointment: CANCELLED },
  play: async ({ canvasElement }) => {
    for (const name of [MESSAGES.admin.confirmAction, MESSAGES.admin.rescheduleAction, MESSAGES.admin.cancelAction]) {
      await expect(button(canvasElement, name)).toBeDisabled();
    }
  },
};

/** While a request about this appointment runs, no second one can start. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, MESSAGES.admin.confirmAction)).toBeDisabled();
    await expect(button(canvasElement, MESSAGES.admin.cancelAction)).toBeDisabled();
  },
};

/** The actions in Spanish: the specification's words and the note's button. */
export const PendingSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    for (const name of ["Confirmar", "Cambiar horario", "Cancelar", "Agregar nota"]) {
      await expect(button(canvasElement, name)).toBeEnabled();
    }
    await userEvent.click(button(canvasElement, "Confirmar"));
    await expect(args.onConfirm).toHaveBeenCalledWith(PENDING);
  },
};

/** An appointment with a note offers to edit it. */
export const ConfirmedSpanish: Story = {
  globals: { lang: "es" },
  args: { appointment: CONFIRMED },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement, "Confirmar")).toBeDisabled();
    await userEvent.click(button(canvasElement, "Editar nota"));
    await expect(args.onNote).toHaveBeenCalledWith(CONFIRMED);
  },
};

/** A confirmed appointment still to come offers no outcome yet (decision 0226). */
export const ConfirmedBeforeItStarts: Story = {
  args: { appointment: CONFIRMED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Mark completed" })).toBeNull();
    await expect(within(canvasElement).queryByRole("button", { name: "Mark no-show" })).toBeNull();
  },
};

/** Once a confirmed appointment has started: "Mark completed" and "Mark no-show", beside Reschedule and Cancel. */
export const Started: Story = {
  args: { appointment: STARTED },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement, MESSAGES.admin.rescheduleAction)).toBeEnabled();
    await expect(button(canvasElement, "Mark completed")).toBeEnabled();
    await userEvent.click(button(canvasElement, "Mark no-show"));
    await expect(args.onOutcome).toHaveBeenCalledWith(STARTED, "no_show");
  },
};

/** Completed: it can no longer be moved or cancelled; "Mark no-show" corrects a mistake. */
export const Completed: Story = {
  args: { appointment: COMPLETED },
  play: async ({ args, canvasElement }) => {
    for (const name of [MESSAGES.admin.confirmAction, MESSAGES.admin.rescheduleAction, MESSAGES.admin.cancelAction, "Mark completed"]) {
      await expect(button(canvasElement, name)).toBeDisabled();
    }
    await userEvent.click(button(canvasElement, "Mark no-show"));
    await expect(args.onOutcome).toHaveBeenCalledWith(COMPLETED, "no_show");
  },
};

/** A no-show in Spanish: the correction reads "Marcar completada". */
export const NoShowSpanish: Story = {
  globals: { lang: "es" },
  args: { appointment: NO_SHOW },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement, "Marcar inasistencia")).toBeDisabled();
    await expect(button(canvasElement, "Cancelar")).toBeDisabled();
    await userEvent.click(button(canvasElement, "Marcar completada"));
    await expect(args.onOutcome).toHaveBeenCalledWith(NO_SHOW, "completed");
  },
};
