import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { STORY_APPOINTMENTS, STORY_COMPLETED, STORY_NO_SHOW, STORY_NOW, STORY_STARTED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AppointmentsTable } from "./AppointmentsTable";

const meta = {
  title: "Admin/AppointmentsTable",
  component: AppointmentsTable,
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
} satisfies Meta<typeof AppointmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole("columnheader").map((cell) => cell.textContent);
    await expect(headers).toEqual(["Client", "Contact", "Service", "Date and time", "Status", "Actions"]);
    const row = canvas.getByRole("row", { name: /Robert Chen/ });
    await expect(within(row).getByText("Thu, Mar 5, 2026, 1:00 PM")).toBeInTheDocument();
    await expect(within(row).getByText("Confirmed")).toBeInTheDocument();
    // Its preparer under the service (decision 0231); appointments without one name nobody.
    await expect(within(row).getByText("With Ana Reyes, EA")).toBeInTheDocument();
    await expect(canvas.getAllByText(/^With /)).toHaveLength(1);
  },
};

export const Busy: Story = { args: { busyId: 11 } };

/** The table in Spanish: columns, services and statuses. */
export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole("columnheader").map((cell) => cell.textContent);
    await expect(headers).toEqual(["Cliente", "Contacto", "Servicio", "Fecha y hora", "Estado", "Acciones"]);
    const row = canvas.getByRole("row", { name: /Aisha Patel/ });
    await expect(within(row).getByText("Representación ante el IRS")).toBeInTheDocument();
    await expect(within(row).getByText("Cancelada")).toBeInTheDocument();
    await expect(within(row).getByRole("button", { name: "Cancelar" })).toBeDisabled();
    await expect(within(canvas.getByRole("row", { name: /Maria Gonzalez/ })).getByText("Pendiente")).toBeInTheDocument();
  },
};

/** Today's appointments after the fact (decision 0226): one to mark, one completed, one no-show, each with its badge. */
export const AfterTheAppointments: Story = {
  args: { appointments: [STORY_STARTED, STORY_COMPLETED, STORY_NO_SHOW] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("row", { name: /Dolores Ruiz/ })).getByText("Completed")).toBeInTheDocument();
    await expect(within(canvas.getByRole("row", { name: /Gary Webb/ })).getByText("No-show")).toBeInTheDocument();
    await expect(within(canvas.getByRole("row", { name: /Linh Tran/ })).getByRole("button", { name: "Mark completed" })).toBeEnabled();
  },
};

export const AfterTheAppointmentsSpanish: Story = {
  ...AfterTheAppointments,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("row", { name: /Dolores Ruiz/ })).getByText("Completada")).toBeInTheDocument();
    await expect(within(canvas.getByRole("row", { name: /Gary Webb/ })).getByText("No se presentó")).toBeInTheDocument();
  },
};
