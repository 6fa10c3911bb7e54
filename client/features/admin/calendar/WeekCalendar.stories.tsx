import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { onCalendar, STORY_CANCELLED, STORY_CONFIRMED, STORY_PENDING, STORY_SCHEDULE } from "../common/admin.fixtures";
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

const TEAM = [
  { id: 7, name: "Ana Reyes, EA" },
  { id: 9, name: "Ben Ortiz, CPA" },
];

/** Ben's Wednesday morning off (decision 0233): shaded on his own calendar only, since the office stays open. */
const WITH_TIME_OFF = {
  ...STORY_SCHEDULE,
  blocked_times: [
    ...STORY_SCHEDULE.blocked_times,
    { id: 2, start_time: "2026-03-04T17:00:00.000Z", end_time: "2026-03-04T20:00:00.000Z", reason: "Dentist", preparer: { id: 9, name: "Ben Ortiz, CPA" } },
  ],
};

/**
 * An office with two preparers (decisions 0231, 0233): the week shows one preparer's appointments,
 * or those without one; a preparer's time off shows on their own calendar.
 */
export const OnePreparersWeek: Story = {
  args: { preparers: TEAM, schedule: { status: "ready", schedule: WITH_TIME_OFF } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const who = canvas.getByRole("combobox", { name: "Show appointments of" });
    await expect(who).toHaveValue("Every preparer");
    await expect(canvas.queryByText("Time off: Ben Ortiz, CPA (Dentist)")).toBeNull();
    await userEvent.click(who);
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await expect(canvas.getByText("Time off: Ben Ortiz, CPA (Dentist)")).toBeInTheDocument();
    await expect(canvas.getByText("Blocked: Dentist")).toBeInTheDocument();
    await userEvent.click(who);
    await userEvent.click(await screen.findByRole("option", { name: "Ana Reyes, EA" }));
    await expect(canvas.queryByText("Time off: Ben Ortiz, CPA (Dentist)")).toBeNull();
    await expect(canvas.getByRole("button", { name: /Confirmed: Robert Chen/ })).toBeVisible();
    await expect(canvas.queryAllByRole("button", { name: /Pending: Maria Gonzalez/ })).toHaveLength(0);
    await userEvent.click(who);
    await userEvent.click(await screen.findByRole("option", { name: "No preparer yet" }));
    await expect(canvas.getAllByRole("button", { name: /Pending: Maria Gonzalez/ })).toHaveLength(2);
    await expect(canvas.queryAllByRole("button", { name: /Confirmed: Robert Chen/ })).toHaveLength(0);
  },
};

export const OnePreparersWeekSpanish: Story = {
  args: { preparers: TEAM, schedule: { status: "ready", schedule: WITH_TIME_OFF } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const who = within(canvasElement).getByRole("combobox", { name: "Mostrar las citas de" });
    await expect(who).toHaveValue("Todos los preparadores");
    await userEvent.click(who);
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await expect(within(canvasElement).getByText("Tiempo libre: Ben Ortiz, CPA (Dentist)")).toBeInTheDocument();
  },
};

/** Wednesday with an appointment for each preparer, one without a preparer, and Ben's morning off. */
const DAY_BY_PREPARER = {
  ...WITH_TIME_OFF,
  appointments: [
    ...WITH_TIME_OFF.appointments,
    onCalendar({ ...STORY_CONFIRMED, id: 31, client_name: "Dolores Ruiz", appointment_time: "2026-03-04T19:00:00.000Z", note: null }),
    onCalendar({ ...STORY_CONFIRMED, id: 32, client_name: "Gary Webb", appointment_time: "2026-03-04T22:00:00.000Z", note: null, preparer: TEAM[1] ?? null }),
  ],
};

/**
 * The day by preparer (issue 32): a lane per preparer and one for appointments without a preparer,
 * each with the office's closed time and that preparer's own time off; moved a day at a time.
 */
export const DayByPreparer: Story = {
  args: { preparers: TEAM, schedule: { status: "ready", schedule: DAY_BY_PREPARER } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Day, by preparer" }));
    await expect(canvas.getByRole("heading", { name: "Wednesday, March 4, 2026" })).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: "Show appointments of" })).toBeNull();
    for (const lane of ["Ana Reyes, EA", "Ben Ortiz, CPA", "No preparer yet"]) await expect(canvas.getAllByText(lane).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("button", { name: /Confirmed: Dolores Ruiz/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Confirmed: Gary Webb/ })).toBeVisible();
    await expect(canvas.getByText("Time off: Ben Ortiz, CPA (Dentist)")).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole("button", { name: /Pending: Maria Gonzalez/ })).getByText(/Pending: Maria Gonzalez/));
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(expect.objectContaining({ client_name: "Maria Gonzalez" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next day" }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith("2026-03-05");
  },
};

/** The same in Spanish. */
export const DayByPreparerSpanish: Story = {
  args: { preparers: TEAM, schedule: { status: "ready", schedule: DAY_BY_PREPARER } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Día, por preparador" }));
    await expect(canvas.getAllByText("Sin preparador todavía").length).toBeGreaterThan(0);
    await expect(canvas.getByText("Tiempo libre: Ben Ortiz, CPA (Dentist)")).toBeInTheDocument();
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
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(onCalendar(STORY_CANCELLED));
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

const SPLIT_DAY = [
  { opens: "09:00", closes: "12:00" },
  { opens: "13:00", closes: "17:00" },
];

/** Weekdays with a lunch break: 9 to 12 and 1 to 5 (the opening-hours editor allows two ranges a day). */
const LUNCH_BREAK_SCHEDULE = {
  ...STORY_SCHEDULE,
  days: STORY_SCHEDULE.days.map((day) => (day.hours.length > 0 ? { ...day, hours: SPLIT_DAY } : day)),
};

/** The shading of closed time: stripes, which open time never has. */
const shaded = (element: Element) => getComputedStyle(element).backgroundImage.includes("repeating-linear-gradient");

/**
 * Closed time is plain to see (issue 30 item 9): the lunch break between two opening ranges is
 * shaded and named, and the hours before opening and after closing are striped, unlike open
 * hours. The legend's swatch wears the same stripes.
 */
export const LunchBreakAndClosedTime: Story = {
  args: { schedule: { status: "ready", schedule: LUNCH_BREAK_SCHEDULE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breaks = canvas.getAllByText("Closed for a break");
    // Monday to Friday; Saturday is closed all day and Sunday is off.
    await expect(breaks).toHaveLength(5);
    for (const label of breaks) await expect(shaded(label.closest("[data-event-id], .mantine-WeekView-weekViewBackgroundEvent") ?? label)).toBe(true);
    const closedSlots = canvasElement.querySelectorAll(".mantine-WeekView-weekViewDaySlot[data-non-business-hours]");
    const openSlots = canvasElement.querySelectorAll(".mantine-WeekView-weekViewDaySlot[data-business-hours]");
    await expect(closedSlots.length).toBeGreaterThan(0);
    await expect(openSlots.length).toBeGreaterThan(0);
    await expect([...closedSlots].every(shaded)).toBe(true);
    await expect([...openSlots].some(shaded)).toBe(false);
    await expect(shaded(canvas.getByText("Blocked or closed").closest(".mantine-Badge-root") as Element)).toBe(true);
  },
};

/** The same in the dark scheme and in Spanish, on a phone's single day. */
export const LunchBreakPhoneSpanish: Story = {
  parameters: viewportParameters,
  globals: { ...phoneGlobals, lang: "es", theme: "dark" },
  args: { schedule: { status: "ready", schedule: LUNCH_BREAK_SCHEDULE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cerrado por un descanso")).toBeInTheDocument();
    const closedSlots = canvasElement.querySelectorAll(".mantine-DayView-dayViewSlot[data-non-business-hours]");
    await expect(closedSlots.length).toBeGreaterThan(0);
    await expect([...closedSlots].every(shaded)).toBe(true);
  },
};
