import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_ACTIVITY, STORY_ACTIVITY_PAGE, STORY_APPOINTMENT_HISTORY, STORY_SECURITY_ACTIVITY } from "./activity.fixtures";
import english from "./activity.en";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AdminActivityView, NO_ACTIVITY_FILTERS } from "./AdminActivityView";

const meta = {
  title: "Screens/AdminActivity",
  component: AdminActivityView,
  parameters: { layout: "fullscreen", route: "/admin/activity", ...viewportParameters },
  args: {
    timeZone: STORY_TIME_ZONE,
    activity: { status: "ready", page: STORY_ACTIVITY_PAGE },
    filters: NO_ACTIVITY_FILTERS,
    onFiltersChange: fn(),
    onPage: fn(),
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof AdminActivityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A morning's activity as sentences: people, an API key, a failed sign-in and its lock-out, with their addresses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await expect(canvas.getByText("9 events")).toBeVisible();
    await expect(
      canvas.getByText("Maria Lopez confirmed the appointment of Robert Chen on Thu, Mar 5, 2026, 9:00 AM."),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Maria Lopez moved the appointment of Robert Chen from Thu, Mar 5, 2026, 9:00 AM to Thu, Mar 5, 2026, 1:00 PM.")).toBeInTheDocument();
    await expect(canvas.getByText("API key “Bookkeeping sync” changed the opening hours.")).toBeInTheDocument();
    await expect(canvas.getByText("Sign-in as maria@valleytaxpros.example was locked out after too many failures.")).toBeInTheDocument();
    await expect(canvas.getAllByText("203.0.113.66")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("combobox", { name: "Kind" }));
    await userEvent.click(await screen.findByRole("option", { name: "Sign-ins and passwords" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Who" }), " maria ");
    await userEvent.click(canvas.getByRole("button", { name: "Show" }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ kind: "auth", who: "maria", from: "", to: "" });
  },
};

export const Loading: Story = { args: { activity: { status: "loading" } } };

export const Empty: Story = {
  args: { activity: { status: "ready", page: { events: [], total: 0, page: 1, page_size: 50 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(english.empty);
  },
};

/** Filters that match nothing: the empty state says to loosen them. */
export const EmptyFiltered: Story = {
  args: { activity: { status: "ready", page: { events: [], total: 0, page: 1, page_size: 50 } }, filters: { ...NO_ACTIVITY_FILTERS, who: "zed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["empty.hint"])).toBeVisible();
  },
};

export const LoadError: Story = { args: { activity: { status: "error", message: english.loadFailed } } };

/** Filtered to appointments from one day, with Clear to go back to everything. */
export const Filtered: Story = {
  args: {
    filters: { kind: "appointment", who: "", from: "2026-03-02", to: "2026-03-02" },
    activity: { status: "ready", page: { events: STORY_APPOINTMENT_HISTORY, total: 3, page: 1, page_size: 50 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Kind" })).toHaveValue("Appointments");
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_ACTIVITY_FILTERS);
  },
};

/** More than a page: the pager moves through them. */
export const Paged: Story = {
  args: { activity: { status: "ready", page: { ...STORY_ACTIVITY_PAGE, total: 120, page: 2 } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Page 3" }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** In Spanish: the sentences, the columns and the filters. */
const securityPage = { events: STORY_SECURITY_ACTIVITY, total: STORY_SECURITY_ACTIVITY.length, page: 1, page_size: 50 };

/** A client's own session events and the calendar feed's address, including a reused refresh token (a sign of a copied one). */
export const SessionsAndCalendarFeed: Story = {
  args: { activity: { status: "ready", page: securityPage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const sentence of [
      "Maria Lopez gave the calendar feed a new address; the old one stopped working.",
      "Maria Lopez looked up the calendar feed's private address.",
      "A used sign-in token of Robert Chen was presented again, so that device was signed out (it may have been copied).",
      "Robert Chen signed out their other devices (2).",
      "Robert Chen created a client account.",
    ]) {
      await expect(canvas.getByText(sentence)).toBeInTheDocument();
    }
  },
};

export const SessionsAndCalendarFeedSpanish: Story = {
  args: { activity: { status: "ready", page: securityPage } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Maria Lopez le dio una nueva dirección al calendario; la anterior dejó de funcionar.")).toBeInTheDocument();
    await expect(canvas.getByText("Robert Chen cerró la sesión en sus otros dispositivos (2).")).toBeInTheDocument();
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Actividad" })).toBeVisible();
    for (const name of ["Cuándo", "Qué pasó", "Dirección"]) {
      await expect(canvas.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    await expect(canvas.getByText(/^Maria Lopez confirmó la cita de Robert Chen el jue, 5 de mar de 2026, 9:00\sa\.\s?m\.\.?$/)).toBeInTheDocument();
    await expect(canvas.getByText("La clave de API «Bookkeeping sync» cambió el horario de atención.")).toBeInTheDocument();
    await expect(canvas.getByText("Sam Lee", { exact: false })).toHaveTextContent("Maria Lopez archivó el mensaje de Sam Lee.");
    await expect(canvas.getByRole("combobox", { name: "Tipo" })).toHaveValue("Toda la actividad");
  },
};

export const EmptySpanish: Story = {
  args: { activity: { status: "ready", page: { events: [], total: 0, page: 1, page_size: 50 } } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ninguna actividad coincide.")).toBeVisible();
  },
};

export const MobileSpanish: Story = { globals: { ...phoneGlobals, lang: "es" } };

/** Only the events the fixture has: the story's own check that the table shows each once. */
export const EveryRowOnce: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("row")).toHaveLength(STORY_ACTIVITY.length + 1);
  },
};

/** Each entry's stored before and after values, on demand: closed at first, opened and closed by its button. */
export const BeforeAndAfter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggles = canvas.getAllByRole("button", { name: /^Before and after/ });
    // Hours, the note, the move, the blocked period, the message and the confirmation carry values; sign-ins do not.
    await expect(toggles).toHaveLength(6);
    const moved = canvas.getByText(/^Maria Lopez moved the appointment of Robert Chen/).closest("td") as HTMLElement;
    const toggle = within(moved).getByRole("button", { name: "Before and after (1 field)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(within(moved).queryByRole("table")).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const changes = within(moved).getByRole("table");
    await expect(toggle).toHaveAttribute("aria-controls", changes.id);
    await expect(within(changes).getByRole("rowheader", { name: "appointment_time" })).toBeVisible();
    await expect(within(changes).getByRole("cell", { name: "Thu, Mar 5, 2026, 9:00 AM" })).toBeVisible();
    await expect(within(changes).getByRole("cell", { name: "Thu, Mar 5, 2026, 1:00 PM" })).toBeVisible();
    // A field the event did not have before reads as none.
    const blocked = canvas.getByText(/^Maria Lopez blocked/).closest("td") as HTMLElement;
    await userEvent.click(within(blocked).getByRole("button", { name: "Before and after (3 fields)" }));
    await expect(within(within(blocked).getByRole("table")).getByRole("row", { name: "reason — Training" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(within(moved).queryByRole("table")).toBeNull();
  },
};

export const BeforeAndAfterSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole("button", { name: "Antes y después (1 campo)" })[0] as HTMLElement;
    await userEvent.click(toggle);
    for (const name of ["Campo", "Antes", "Después"]) await expect(canvas.getByRole("columnheader", { name })).toBeVisible();
  },
};
