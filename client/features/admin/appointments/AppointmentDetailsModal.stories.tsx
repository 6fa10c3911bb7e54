import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals } from "#client/components/story-viewports.ts";
import { STORY_APPOINTMENT_HISTORY } from "../activity/activity.fixtures";
import { STORY_CANCELLED, STORY_CONFIRMED, STORY_NOW, STORY_PENDING, STORY_STARTED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AppointmentDetailsModal } from "./AppointmentDetailsModal";
import { STORY_FOLDER, STORY_INTAKE_REVIEWED } from "./documents/documents.fixtures";
import { askedForDocuments, signedInAs } from "./documents/story-folder";

const meta = {
  title: "Admin/AppointmentDetailsModal",
  component: AppointmentDetailsModal,
  args: {
    appointment: STORY_PENDING,
    timeZone: STORY_TIME_ZONE,
    history: { status: "ready", events: [] },
    onClose: fn(),
    onConfirm: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onNote: fn(),
    onOutcome: fn(),
    now: STORY_NOW,
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
    await expect(modal.getByText("Nothing recorded yet.")).toBeVisible();
    await expect(modal.getByRole("link", { name: "(559) 555-0142" })).toHaveAttribute("href", "tel:+15595550142");
    await userEvent.click(modal.getByRole("button", { name: MESSAGES.admin.confirmAction }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith(STORY_PENDING);
  },
};

/** A confirmed appointment with the office's note and its history; it cannot be confirmed again. */
export const ConfirmedWithNote: Story = {
  args: { appointment: STORY_CONFIRMED, history: { status: "ready", events: STORY_APPOINTMENT_HISTORY } },
  play: async ({ args }) => {
    const modal = await dialog("Robert Chen");
    const history = within(modal.getByRole("region", { name: "History" }));
    await expect(history.getAllByRole("listitem")).toHaveLength(3);
    await expect(history.getByText("Maria Lopez confirmed the appointment of Robert Chen on Thu, Mar 5, 2026, 9:00 AM.")).toBeVisible();
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

/** An appointment that has started, opened from the calendar: marking it closes the dialog first (decision 0226). */
export const Started: Story = {
  args: { appointment: STORY_STARTED },
  play: async ({ args }) => {
    const modal = await dialog("Linh Tran");
    await userEvent.click(modal.getByRole("button", { name: "Mark completed" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onOutcome).toHaveBeenCalledWith(STORY_STARTED, "completed");
  },
};

/** The history while it loads, and when it could not be read. */
export const HistoryLoading: Story = { args: { appointment: STORY_CONFIRMED, history: { status: "loading" } } };

export const HistoryError: Story = {
  args: { appointment: STORY_CONFIRMED, history: { status: "error" } },
  play: async () => {
    await expect((await dialog("Robert Chen")).getByText("The history could not be loaded.")).toBeVisible();
  },
};

export const HistoryPhone: Story = {
  args: { appointment: STORY_CONFIRMED, history: { status: "ready", events: STORY_APPOINTMENT_HISTORY } },
  globals: phoneGlobals,
};

/** The history in Spanish. */
export const HistorySpanish: Story = {
  args: { appointment: STORY_CONFIRMED, history: { status: "ready", events: STORY_APPOINTMENT_HISTORY } },
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Robert Chen");
    const history = within(modal.getByRole("region", { name: "Historial" }));
    await expect(history.getByText(/^Maria Lopez movió la cita de Robert Chen del jue, 5 de mar de 2026, 9:00\sa\.\s?m\. al /)).toBeVisible();
  },
};

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

const TEAM = [
  { id: 7, name: "Ana Reyes, EA" },
  { id: 9, name: "Ben Ortiz, CPA" },
];

/** An office with two preparers (decision 0231): the dialog says who has it, and the office gives it to the other. */
export const ChangePreparer: Story = {
  args: { appointment: STORY_CONFIRMED, preparers: { choices: TEAM, onReassign: fn(), saving: false } },
  play: async ({ args }) => {
    const modal = await dialog("Robert Chen");
    const preparer = modal.getByRole("combobox", { name: "Preparer" });
    await expect(preparer).toHaveValue("Ana Reyes, EA");
    await userEvent.click(preparer);
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await expect(args.preparers?.onReassign).toHaveBeenCalledWith(STORY_CONFIRMED, 9);
  },
};

export const NotAssignedYet: Story = {
  args: { appointment: STORY_PENDING, preparers: { choices: TEAM, onReassign: fn(), saving: false } },
  play: async () => {
    const modal = await dialog("Maria Gonzalez");
    await expect(modal.getByRole("combobox", { name: "Preparer" })).toHaveAttribute("placeholder", "Not assigned");
  },
};

export const ChangePreparerSpanish: Story = {
  args: ChangePreparer.args,
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Robert Chen");
    await expect(modal.getByRole("combobox", { name: "Preparador" })).toHaveValue("Ana Reyes, EA");
  },
};

/** Robert Chen's folder (decision 0254), as the server answers the owner. */
const ROBERT_FOLDER = { [STORY_CONFIRMED.id]: { intake: STORY_INTAKE_REVIEWED, folder: STORY_FOLDER } };

/**
 * The owner sees the client's intake answers and documents in the dialog. A document's "Delete?"
 * stacks on it: Escape closes that one, and the appointment stays open.
 */
export const OwnerSeesDocuments: Story = {
  args: { appointment: STORY_CONFIRMED, history: { status: "ready", events: STORY_APPOINTMENT_HISTORY } },
  decorators: [signedInAs("admin", ROBERT_FOLDER)],
  play: async ({ args }) => {
    const modal = await dialog("Robert Chen");
    await expect(modal.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Intake answers",
      "Documents",
      "Ask for a document",
      "History",
    ]);
    await expect(modal.getByText("Married, filing together")).toBeVisible();
    await expect(modal.getByRole("switch", { name: "Keep past retention: mileage-log.pdf" })).toBeChecked();
    await userEvent.click(modal.getByRole("button", { name: "Delete drivers-license.jpg" }));
    await expect(await screen.findByRole("dialog", { name: "Delete this document?" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete this document?" })).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(await dialog("Robert Chen")).toBeDefined();
  },
};

/** The same in Spanish: the questionnaire's own Spanish words. */
export const OwnerSeesDocumentsSpanish: Story = {
  ...OwnerSeesDocuments,
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Robert Chen");
    await expect(modal.getByRole("heading", { level: 3, name: "Respuestas del cuestionario" })).toBeVisible();
    await expect(modal.getByText("Casado/a, declarando juntos")).toBeVisible();
  },
};

/** The front desk opens no client's papers (decision 0254): no section, and nothing asked of the server. */
export const FrontDeskSeesNoDocuments: Story = {
  args: { appointment: STORY_CONFIRMED },
  decorators: [signedInAs("front_desk")],
  play: async () => {
    const modal = await dialog("Robert Chen");
    await expect(modal.getByRole("heading", { level: 3, name: "History" })).toBeVisible();
    await expect(modal.queryByRole("heading", { name: "Intake answers" })).toBeNull();
    await expect(modal.queryByRole("heading", { name: "Documents" })).toBeNull();
    await expect(askedForDocuments()).toBe(false);
  },
};
