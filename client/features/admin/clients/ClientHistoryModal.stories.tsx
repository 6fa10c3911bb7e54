import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_APPOINTMENTS, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { ClientHistoryModal } from "./ClientHistoryModal";

const CLIENT = {
  id: 12,
  full_name: "Robert Chen",
  email: "robert@chen-landscaping.example.com",
  phone: null,
  since: "2026-01-20T18:00:00.000Z",
  appointments: 3,
  next_appointment: "2026-03-05T21:00:00.000Z",
};

const meta = {
  title: "Admin/ClientHistoryModal",
  component: ClientHistoryModal,
  args: {
    client: CLIENT,
    history: { status: "ready", details: { client: CLIENT, appointments: [...STORY_APPOINTMENTS].reverse() } },
    timeZone: STORY_TIME_ZONE,
    onClose: fn(),
  },
} satisfies Meta<typeof ClientHistoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole("dialog", { name: "Robert Chen: appointments" }));

/** Every appointment, newest first, with its status and the office's note. */
export const Default: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(within(modal.getByRole("list", { name: "Appointments" })).getAllByRole("listitem")).toHaveLength(3);
    await expect(modal.getByText(/Bring 2024 Schedule C/)).toBeInTheDocument();
  },
};

export const NoAppointments: Story = {
  args: { history: { status: "ready", details: { client: CLIENT, appointments: [] } } },
};

export const Loading: Story = { args: { history: { status: "loading" } } };

export const LoadError: Story = { args: { history: { status: "error", message: "The appointments could not be loaded. Please try again." } } };

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** A client's history in Spanish: statuses, services and the missing phone. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = within(await screen.findByRole("dialog", { name: "Citas de Robert Chen" }));
    await expect(within(modal.getByRole("list", { name: "Citas" })).getAllByRole("listitem")).toHaveLength(3);
    await expect(modal.getByText("Sin teléfono")).toBeInTheDocument();
    await expect(modal.getByText("Cancelada")).toBeInTheDocument();
    await expect(modal.getByText("Impuestos de negocios")).toBeInTheDocument();
    await expect(modal.getByText("Nota:")).toBeInTheDocument();
  },
};

export const NoAppointmentsSpanish: Story = {
  globals: { lang: "es" },
  args: { history: { status: "ready", details: { client: CLIENT, appointments: [] } } },
  play: async () => {
    const modal = within(await screen.findByRole("dialog", { name: "Citas de Robert Chen" }));
    await expect(modal.getByText("Todavía no hay citas.")).toBeInTheDocument();
  },
};
