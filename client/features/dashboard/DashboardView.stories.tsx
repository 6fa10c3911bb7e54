import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import { MESSAGES } from "#server/shared/messages.ts";
import { badgesFit, narrowPhoneGlobals, phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { DashboardView } from "./DashboardView";

/** Deliberately out of order: the view sorts by time. */
const CALENDAR = {
  ics_url: "https://book.valleytaxpros.example/api/appointments/2/invitation.ics?sig=story",
  google_url: "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Business+Tax+Services",
};
const APPOINTMENTS: ClientAppointment[] = [
  { id: 3, service: "IRS Representation", appointment_time: "2026-03-20T21:00:00.000Z", status: "cancelled", preparer: null, cancellation: null, calendar: null },
  { id: 1, service: "Personal Tax Prep", appointment_time: "2026-03-02T17:00:00.000Z", status: "pending", preparer: null, cancellation: "by_phone", calendar: null },
  {
    id: 2,
    service: "Business Tax Services",
    appointment_time: "2026-03-10T23:30:00.000Z",
    status: "confirmed",
    // An office with preparers (decision 0231): the card says whom the client will see.
    preparer: { id: 7, name: "Ana Reyes, EA" },
    cancellation: "online",
    calendar: CALENDAR,
  },
];

const meta = {
  title: "Screens/Dashboard",
  component: DashboardView,
  parameters: { layout: "fullscreen", route: "/dashboard" },
  args: {
    fullName: "Maria Gonzalez",
    timeZone: "America/Los_Angeles",
    appointments: { status: "ready", appointments: APPOINTMENTS },
    bookHref: "/book",
    message: null,
    onCancel: fn(),
    onMove: fn(),
    phone: { display: "(559) 555-0123", href: "tel:+15595550123" },
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome, Maria Gonzalez!" })).toBeInTheDocument();
    const services = within(canvas.getByRole("list"))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    await expect(services).toEqual(["Personal Tax Prep", "Business Tax Services", "IRS Representation"]);
    await expect(canvas.getByText("Monday, March 2, 2026")).toBeInTheDocument();
    await expect(canvas.getByText("9:00 AM")).toBeInTheDocument();
    // 23:30 UTC on March 10 is 4:30 PM the same day in Los Angeles (PDT from March 8).
    await expect(canvas.getByText("4:30 PM")).toBeInTheDocument();
    await expect(canvas.getAllByText(MESSAGES.dashboard.awaitingConfirmation)).toHaveLength(1);
    // Only the appointment with a preparer names one.
    await expect(canvas.getAllByText(/^With /)).toHaveLength(1);
    await expect(canvas.getByText("With Ana Reyes, EA")).toBeInTheDocument();
    // Pending and confirmed appointments lead to their questions and documents (issue 34); a cancelled one does not.
    await expect(
      canvas.getByRole("link", { name: "Questions and documents for Personal Tax Prep on Monday, March 2, 2026 at 9:00 AM" }),
    ).toHaveAttribute("href", "/dashboard/appointments/1");
    await expect(canvas.getAllByRole("link", { name: /^Questions and documents for / })).toHaveLength(2);
  },
};

/** Cancel online before the cutoff, call after it; a confirmed appointment can go into a calendar. */
export const CancelAndCalendar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/To cancel or reschedule now, please call the office at/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(
      canvas.getByRole("link", { name: "Add Business Tax Services on Tuesday, March 10, 2026 at 4:30 PM to your calendar (.ics file)" }),
    ).toHaveAttribute("href", CALENDAR.ics_url);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Business Tax Services on Tuesday, March 10, 2026 at 4:30 PM" }));
    await expect(args.onCancel).toHaveBeenCalledWith(APPOINTMENTS[2]);
    await expect(canvas.getAllByRole("button", { name: /^Cancel / })).toHaveLength(1);
    // Moving it is offered while cancelling online is (issue 32).
    await userEvent.click(canvas.getByRole("button", { name: "Reschedule Business Tax Services on Tuesday, March 10, 2026 at 4:30 PM" }));
    await expect(args.onMove).toHaveBeenCalledWith(APPOINTMENTS[2]);
    await expect(canvas.getAllByRole("button", { name: /^Reschedule / })).toHaveLength(1);
  },
};

/** Appointments that have happened (decision 0226): their status, and nothing left to do with them. */
const PAST: ClientAppointment[] = [
  { id: 4, service: "Personal Tax Prep", appointment_time: "2026-02-10T17:00:00.000Z", status: "completed", preparer: null, cancellation: null, calendar: null },
  { id: 5, service: "IRS Representation", appointment_time: "2026-02-17T18:00:00.000Z", status: "no_show", preparer: null, cancellation: null, calendar: null },
];

export const AfterAppointments: Story = {
  args: { appointments: { status: "ready", appointments: PAST } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Completed")).toBeInTheDocument();
    await expect(canvas.getByText("No-show")).toBeInTheDocument();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

export const AfterAppointmentsSpanish: Story = {
  ...AfterAppointments,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Completada")).toBeInTheDocument();
    await expect(canvas.getByText("No se presentó")).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { message: { kind: "success", text: "Your appointment is cancelled. We have let the office know." } },
};

export const Loading: Story = { args: { appointments: { status: "loading" } } };

export const Empty: Story = {
  args: { appointments: { status: "ready", appointments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.dashboard.empty)).toBeInTheDocument();
    // The designed empty state's next action (issue 19).
    await expect(canvas.getByRole("link", { name: "Book your first appointment" })).toHaveAttribute("href", "/book");
  },
};

export const EmptyMobile: Story = { ...Empty, globals: phoneGlobals };

export const LoadError: Story = {
  args: { appointments: { status: "error", message: MESSAGES.dashboard.loadFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.dashboard.loadFailed)).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a 320 px phone nothing scrolls sideways and no status is cut short. */
export const NarrowPhone: Story = {
  parameters: viewportParameters,
  globals: narrowPhoneGlobals,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(badgesFit(canvasElement)).toBe(true);
  },
};

/** The dashboard in Spanish: service names, dates, the pending note and every action's name. */
export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "¡Le damos la bienvenida, Maria Gonzalez!" })).toBeInTheDocument();
    await expect(canvas.getByText(/^Aquí puede ver sus citas y el estado de cada una\. Los horarios se indican en /)).toBeInTheDocument();
    await expect(canvas.getByText("Con Ana Reyes, EA")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Reservar cita" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("heading", { level: 2, name: "Sus citas" })).toBeInTheDocument();
    const services = within(canvas.getByRole("list"))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    await expect(services).toEqual(["Impuestos personales", "Impuestos de negocios", "Representación ante el IRS"]);
    await expect(canvas.getByText("lunes, 2 de marzo de 2026")).toBeInTheDocument();
    await expect(canvas.getByText("En espera de la confirmación de la oficina.")).toBeInTheDocument();
    await expect(canvas.getByText(/^Para cancelarla o cambiarle el horario ahora, llame a la oficina al/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "(559) 555-0123" })).toHaveAttribute("href", "tel:+15595550123");
    await expect(
      canvas.getByRole("link", {
        name: /^Agregar la cita de Impuestos de negocios del martes, 10 de marzo de 2026 a las 4:30 .+ a su calendario \(archivo \.ics\)$/,
      }),
    ).toHaveTextContent("Agregar al calendario");
    await expect(
      canvas.getByRole("link", { name: /^Preguntas y documentos de la cita de Impuestos personales del lunes, 2 de marzo de 2026 a las 9:00 / }),
    ).toHaveAttribute("href", "/dashboard/appointments/1");
    await expect(canvas.getByRole("link", { name: /a Google Calendar \(se abre en una pestaña nueva\)$/ })).toHaveAttribute(
      "href",
      CALENDAR.google_url,
    );
    await userEvent.click(canvas.getByRole("button", { name: /^Cancelar la cita de Impuestos de negocios del martes, 10 de marzo/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(APPOINTMENTS[2]);
    await userEvent.click(canvas.getByRole("button", { name: /^Cambiar el horario de la cita de Impuestos de negocios del martes, 10 de marzo/ }));
    await expect(args.onMove).toHaveBeenCalledWith(APPOINTMENTS[2]);
  },
};

export const EmptySpanish: Story = {
  args: { appointments: { status: "ready", appointments: [] } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No tiene citas programadas.")).toBeInTheDocument();
    await expect(within(canvasElement).getByRole("link", { name: "Reserve su primera cita" })).toHaveAttribute("href", "/book");
  },
};

export const LoadingSpanish: Story = {
  args: { appointments: { status: "loading" } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando sus citas…")).toBeInTheDocument();
  },
};

/** Spanish words are longer: on a 320 px phone still nothing scrolls sideways. */
export const NarrowPhoneSpanish: Story = { ...NarrowPhone, globals: { ...narrowPhoneGlobals, lang: "es" } };
