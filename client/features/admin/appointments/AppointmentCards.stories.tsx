import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_APPOINTMENTS, STORY_COMPLETED, STORY_NO_SHOW, STORY_NOW, STORY_STARTED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AppointmentCards } from "./AppointmentCards";

const meta = {
  title: "Admin/AppointmentCards",
  component: AppointmentCards,
  parameters: viewportParameters,
  globals: phoneGlobals,
  args: {
    appointments: STORY_APPOINTMENTS,
    timeZone: STORY_TIME_ZONE,
    busyId: null,
    onConfirm: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onNote: fn(),
    onOutcome: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof AppointmentCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("list", { name: "All appointments" })).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Wed, Mar 4, 2026, 9:00 AM")).toBeInTheDocument();
    await expect(canvas.getByText("With Ana Reyes, EA")).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The phone cards in Spanish: services, statuses and each card's actions. */
export const Spanish: Story = {
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Todas las citas" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Impuestos personales")).toBeInTheDocument();
    await expect(canvas.getByText("Representación ante el IRS")).toBeInTheDocument();
    await expect(canvas.getByText("Pendiente")).toBeInTheDocument();
    await expect(canvas.getByText("Nota:")).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /^Acciones para la cita de Robert Chen, / })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone, after the fact (decision 0226): the outcome buttons wrap inside the card, nothing scrolls sideways. */
export const AfterTheAppointments: Story = {
  globals: phoneGlobals,
  args: { appointments: [STORY_STARTED, STORY_COMPLETED, STORY_NO_SHOW] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: /^Actions for Linh Tran, / })).toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: "Mark no-show" })).toHaveLength(3);
    await expect(canvas.getByText("No-show")).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AfterTheAppointmentsSpanish: Story = {
  ...AfterTheAppointments,
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: "Marcar inasistencia" })).toHaveLength(3);
    await expect(canvas.getByText("Completada")).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
