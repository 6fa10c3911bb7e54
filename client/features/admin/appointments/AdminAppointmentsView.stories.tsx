import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { badgesFit, narrowPhoneGlobals, phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_APPOINTMENTS, STORY_NOW, STORY_SCHEDULE, STORY_STARTED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AppointmentCountsCard } from "./AppointmentCountsCard";
import { AdminAppointmentsView } from "./AdminAppointmentsView";
import { AppointmentSearchBar } from "./AppointmentSearchBar";
import { CalendarFeedCard } from "../calendar/CalendarFeedCard";
import { WeekCalendar } from "../calendar/WeekCalendar";

const meta = {
  title: "Screens/Admin",
  component: AdminAppointmentsView,
  parameters: { layout: "fullscreen", route: "/admin" },
  args: {
    timeZone: STORY_TIME_ZONE,
    appointments: { status: "ready", appointments: STORY_APPOINTMENTS },
    message: null,
    busyId: null,
    availabilityHref: "/admin/availability",
    onConfirm: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onNote: fn(),
    onOutcome: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof AdminAppointmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the table is shown and the phone cards are not. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "All appointments" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "All appointments" })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("row")).toHaveLength(STORY_APPOINTMENTS.length + 1);
  },
};

/** With the calendar feed's address below the list. */
export const WithCalendarFeed: Story = {
  args: {
    calendarFeed: (
      <CalendarFeedCard
        feed={{ status: "ready", url: "https://book.valleytaxpros.example/api/calendar/4-3q2-7hJdkS0x9bVt1mZpQwErTyUiOpAsDfGhJkLzXcV.ics" }}
        rotating={false}
        onRotate={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: "Appointments in your calendar app" })).toBeInTheDocument();
  },
};

/** The owner's view (decision 0229): today's appointment that has started, and the counts under the list. */
export const ForTheOwner: Story = {
  args: {
    appointments: { status: "ready", appointments: [STORY_STARTED, ...STORY_APPOINTMENTS] },
    counts: (
      <AppointmentCountsCard
        state={{
          status: "ready",
          counts: {
            today: "2026-03-02",
            week: { from: "2026-03-02", to: "2026-03-08", counts: { pending: 1, confirmed: 2, completed: 0, no_show: 0, cancelled: 1 } },
            season: { from: "2026-01-01", to: "2026-12-31", counts: { pending: 1, confirmed: 18, completed: 64, no_show: 5, cancelled: 7 } },
            preparers: [],
          },
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Appointments at a glance" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /^Actions for Linh Tran, / })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Mark completed" })).toBeEnabled();
  },
};

/** Search results: how many were found, a page of them, and the pages. */
export const SearchResults: Story = {
  args: {
    searchBar: <AppointmentSearchBar active onSearch={fn()} onClear={fn()} onExport={fn()} />,
    results: { total: 57, page: 2, pageSize: 25, onPage: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("57 appointments found")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Page 3" }));
    await expect(args.results?.onPage).toHaveBeenCalledWith(3);
  },
};

export const NothingFound: Story = {
  args: {
    searchBar: <AppointmentSearchBar active onSearch={fn()} onClear={fn()} onExport={fn()} />,
    appointments: { status: "ready", appointments: [] },
    results: { total: 0, page: 1, pageSize: 25, onPage: fn() },
  },
};

export const Loading: Story = { args: { appointments: { status: "loading" } } };

export const Empty: Story = {
  args: { appointments: { status: "ready", appointments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.admin.empty)).toBeInTheDocument();
    await expect(canvas.getByText("Requests appear here as soon as clients book online.")).toBeInTheDocument();
  },
};

/** Empty, where the office can book for a client: the empty state offers it. */
export const EmptyCanBook: Story = {
  args: { appointments: { status: "ready", appointments: [] }, onBookForClient: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.admin.empty)).toBeInTheDocument();
    const buttons = canvas.getAllByRole("button", { name: "Book for a client" });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onBookForClient).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { appointments: { status: "error", message: MESSAGES.admin.loadFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.admin.loadFailed)).toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  args: { message: { kind: "success", text: MESSAGES.admin.confirmed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(MESSAGES.admin.confirmed);
  },
};

export const ConfirmFailed: Story = {
  args: { message: { kind: "error", text: MESSAGES.admin.confirmFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.admin.confirmFailed);
  },
};

export const Rescheduled: Story = { args: { message: { kind: "success", text: MESSAGES.admin.rescheduled } } };

export const Cancelled: Story = { args: { message: { kind: "success", text: MESSAGES.admin.cancelled } } };

export const CancelFailed: Story = {
  args: { message: { kind: "error", text: MESSAGES.admin.cancelFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.admin.cancelFailed);
  },
};

export const Busy: Story = { args: { busyId: 11 } };

/** Phone: one card per appointment instead of the table, nothing scrolls sideways. */
export const Mobile: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "All appointments" })).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The cards on a 320 px phone: long names wrap, statuses stay whole. */
export const NarrowPhone: Story = {
  parameters: viewportParameters,
  globals: narrowPhoneGlobals,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(badgesFit(canvasElement)).toBe(true);
  },
};

/** A fresh install: the admin home leads the owner to the business profile. */
export const FinishProfilePrompt: Story = {
  args: { finishProfileHref: "/admin/business" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Finish your business profile" })).toHaveAttribute(
      "href",
      "/admin/business",
    );
  },
};

const weekCalendar = (
  <WeekCalendar
    schedule={{ status: "ready", schedule: STORY_SCHEDULE }}
    date="2026-03-02"
    today="2026-03-02"
    onDateChange={fn()}
    onOpenAppointment={fn()}
    onBookAt={fn()}
  />
);

/** The list with the switch to the week calendar. */
export const ListWithCalendarSwitch: Story = {
  args: { layout: "list", onLayoutChange: fn(), calendar: weekCalendar },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "All appointments" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "List" })).toBeChecked();
    await userEvent.click(canvas.getByText("Calendar"));
    await expect(args.onLayoutChange).toHaveBeenCalledWith("calendar");
  },
};

/** The calendar layout: the week instead of the list and its search. */
export const CalendarLayout: Story = {
  args: { layout: "calendar", onLayoutChange: fn(), calendar: weekCalendar },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Calendar" })).toBeChecked();
    await expect(canvas.getByRole("heading", { name: "March 2 – 8, 2026" })).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const CalendarLayoutPhone: Story = {
  args: { layout: "calendar", onLayoutChange: fn(), calendar: weekCalendar },
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Monday, March 2, 2026" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The admin home in Spanish: heading, columns, statuses, services and the buttons. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  args: {
    layout: "list",
    onLayoutChange: fn(),
    calendar: weekCalendar,
    onBookForClient: fn(),
    finishProfileHref: "/admin/business",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Citas" })).toBeVisible();
    await expect(canvas.getByText(/^Primero las solicitudes pendientes.*Las horas se indican en hora del Pacífico\.$/)).toBeVisible();
    const table = canvas.getByRole("table", { name: "Todas las citas" });
    await expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Cliente",
      "Contacto",
      "Servicio",
      "Fecha y hora",
      "Estado",
      "Acciones",
    ]);
    const row = canvas.getByRole("row", { name: /Robert Chen/ });
    await expect(within(row).getByText("Impuestos de negocios")).toBeInTheDocument();
    await expect(within(row).getByText("Confirmada")).toBeInTheDocument();
    await expect(within(row).getByRole("button", { name: "Editar nota" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Administrar disponibilidad" })).toHaveAttribute("href", "/admin/availability");
    await expect(canvas.getByRole("link", { name: "Complete el perfil del negocio" })).toHaveAttribute("href", "/admin/business");
    await userEvent.click(canvas.getByRole("button", { name: "Reservar para un cliente" }));
    await expect(args.onBookForClient).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("radio", { name: "Lista" })).toBeChecked();
    await userEvent.click(canvas.getByText("Calendario"));
    await expect(args.onLayoutChange).toHaveBeenCalledWith("calendar");
  },
};

/** Search results in Spanish: how many were found. */
export const SearchResultsSpanish: Story = {
  globals: { lang: "es" },
  args: {
    searchBar: <AppointmentSearchBar active onSearch={fn()} onClear={fn()} onExport={fn()} />,
    results: { total: 57, page: 2, pageSize: 25, onPage: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("57 citas encontradas");
    await expect(canvas.getByRole("search", { name: "Buscar citas" })).toBeInTheDocument();
  },
};

/** No appointment at all, in the specification's Spanish. */
export const EmptySpanish: Story = {
  globals: { lang: "es" },
  args: { appointments: { status: "ready", appointments: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No se encontraron citas.")).toBeInTheDocument();
    await expect(within(canvasElement).getByText("Las solicitudes aparecen aquí en cuanto los clientes reservan en línea.")).toBeInTheDocument();
  },
};

/** The calendar layout in Spanish: the week's title and the switch. */
export const CalendarLayoutSpanish: Story = {
  globals: { lang: "es" },
  args: { layout: "calendar", onLayoutChange: fn(), calendar: weekCalendar },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Calendario" })).toBeChecked();
    await expect(canvas.getByRole("heading", { level: 2, name: /^2\s*–\s*8 de marzo de 2026$/ })).toBeVisible();
  },
};

export const MobileSpanish: Story = {
  parameters: viewportParameters,
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Todas las citas" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: /^Acciones para la cita de Maria Gonzalez, / })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A saved profile whose emails still go from the example address (decision 0241): the owner is led to the business email. */
export const SenderPlaceholderPrompt: Story = {
  args: { senderHref: "/admin/business" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your emails come from the example address")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Set your business email" })).toHaveAttribute("href", "/admin/business");
  },
};

export const SenderPlaceholderPromptSpanish: Story = {
  ...SenderPlaceholderPrompt,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Indicar el correo del negocio" })).toHaveAttribute("href", "/admin/business");
  },
};

/** The home page still shows a sample review (decisions 0242, 0243): the owner is told why that matters and led to the reviews. */
export const SampleReviewsPrompt: Story = {
  args: { sampleReviewsHref: "/admin/reviews" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sample reviews are live on your home page")).toBeVisible();
    await expect(canvas.getByText(/FTC's 2024 rule on fake reviews/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Replace the samples" })).toHaveAttribute("href", "/admin/reviews");
  },
};
