import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../../components/story-viewports";
import { STORY_CANCELLED, STORY_PENDING, STORY_SCHEDULE } from "../shared/admin.fixtures";
import { WeekCalendar } from "./WeekCalendar";

const meta = {
  title: "Admin/WeekCalendar",
  component: WeekCalendar,
  args: {
    schedule: { status: "ready", schedule: STORY_SCHEDULE },
    date: "2026-03-04",
    today: "2026-03-02",
    onDateChange: fn(),
    onOpenAppointment: fn(),
    onBookAt: fn(),
  },
} satisfies Meta<typeof WeekCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The office's week: statuses in colour and in words, the blocked afternoon and closed Saturday shaded. */
export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "March 2 – 8, 2026" })).toBeVisible();
    await expect(canvas.getByText("Times are Pacific Time.")).toBeVisible();
    const pending = canvas.getAllByRole("button", { name: /Pending: Maria Gonzalez, Personal Tax Prep/ });
    await expect(pending).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: /Cancelled: Aisha Patel, IRS Representation/ })).toBeVisible();
    await expect(canvas.getByText("Blocked: Dentist")).toBeInTheDocument();
    await expect(canvas.getByText("Closed: Staff training")).toBeInTheDocument();
    // The block's inner body takes the pointer (the button itself lets drags pass through).
    await userEvent.click(within(pending[0] as HTMLElement).getByText(/Pending: Maria Gonzalez/));
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(expect.objectContaining({ client_name: "Maria Gonzalez" }));
  },
};

/** Previous, next and today move by a week. */
export const Navigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next week" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-11");
    await userEvent.click(canvas.getByRole("button", { name: "Previous week" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-02-25");
    await userEvent.click(canvas.getByRole("button", { name: "Today" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-02");
  },
};

/** An empty time books a client in then. */
export const BookAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Book for a client at 2026-03-02 14:00:00 - 15:00:00" }));
    await expect(args.onBookAt).toHaveBeenCalledWith("2026-03-02 14:00:00");
  },
};

/** "Go to date" jumps to any day, past ones included. */
export const GoToDate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Go to date" }));
    const picker = within(await screen.findByRole("dialog", { name: "Go to date" }));
    await userEvent.click(picker.getByRole("button", { name: "Previous month" }));
    await userEvent.click(picker.getByRole("button", { name: "Tuesday, February 10, 2026" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-02-10");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Go to date" })).not.toBeInTheDocument());
  },
};

/** A keyboard opens an appointment too. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const cancelled = within(canvasElement).getByRole("button", { name: new RegExp(`Cancelled: ${STORY_CANCELLED.client_name}`) });
    cancelled.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(STORY_CANCELLED);
  },
};

export const Loading: Story = {
  args: { schedule: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the calendar…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { schedule: { status: "error", message: "The calendar could not be loaded. Please try again." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The calendar could not be loaded. Please try again.")).toBeVisible();
  },
};

/** A phone shows one day, moved a day at a time. */
export const PhoneDay: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Wednesday, March 4, 2026" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: new RegExp(`Pending: ${STORY_PENDING.client_name}`) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Aisha Patel/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next day" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-05");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The week in Spanish: title, statuses, services, shaded periods, buttons and the grid's hours. */
export const WeekSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /^2\s*–\s*8 de marzo de 2026$/ })).toBeVisible();
    await expect(canvas.getByText("Las horas se indican en hora del Pacífico.")).toBeVisible();
    await expect(canvas.getByText("Bloqueado o cerrado")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /Pendiente: Maria Gonzalez, Impuestos personales/ })).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: /Cancelada: Aisha Patel, Representación ante el IRS/ })).toBeVisible();
    await expect(canvas.getByText("Bloqueado: Dentist")).toBeInTheDocument();
    await expect(canvas.getByText("Cerrado: Staff training")).toBeInTheDocument();
    await expect(canvas.getAllByText(/^2\sp\.\s?m\.$/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole("button", { name: "Semana siguiente" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-11");
    await userEvent.click(canvas.getByRole("button", { name: "Hoy" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-02");
    await userEvent.click(canvas.getByRole("button", { name: "Reservar para un cliente el 2026-03-02 14:00:00 - 15:00:00" }));
    await expect(args.onBookAt).toHaveBeenCalledWith("2026-03-02 14:00:00");
    await expect(canvas.getByRole("button", { name: "Ir a una fecha" })).toBeVisible();
  },
};

/** A phone in Spanish: one day, moved a day at a time. */
export const PhoneDaySpanish: Story = {
  parameters: viewportParameters,
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "miércoles, 4 de marzo de 2026" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Día siguiente" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-05");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
