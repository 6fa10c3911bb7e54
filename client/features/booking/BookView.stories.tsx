import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";
import { STORY_SLOTS, STORY_TIME_ZONE, STORY_TODAY } from "./booking.fixtures";
import { BookView, type BookViewProps } from "./BookView";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";

const meta = {
  title: "Screens/Book",
  component: BookView,
  parameters: { layout: "fullscreen", route: "/book" },
  args: {
    session: "signed-in",
    businessClock: { timeZone: STORY_TIME_ZONE, today: STORY_TODAY },
    services: DEFAULT_SERVICES,
    service: "Personal Tax Prep",
    onServiceChange: fn(),
    preparerChoice: null,
    date: STORY_TODAY,
    onDateChange: fn(),
    slots: { status: "ready", slots: STORY_SLOTS },
    slot: null,
    onSlotChange: fn(),
    loginHref: "/login?next=/book",
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof BookView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: no service yet, today's slots already loaded behind the prompt. */
export const NoServiceYet: Story = {
  args: { service: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.booking.selectServiceFirst)).toBeInTheDocument();
    await expect(canvas.queryByRole("group", { name: "Available times" })).not.toBeInTheDocument();
  },
};

export const ChooseATime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "2. Select a date" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "11:00 AM" }));
    await expect(args.onSlotChange).toHaveBeenCalledWith("2026-03-02T19:00:00.000Z");
  },
};

export const TimeChosen: Story = {
  args: { slot: STORY_SLOTS[2] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.booking.submitRequest }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Submitting without a time shows the spec's message and sends nothing. */
export const MissingChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.booking.submitRequest }));
    await expect(canvas.getByText(MESSAGES.booking.selectionRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { slot: STORY_SLOTS[2], submitting: true } };

/** The calendar marks the days without openings (a closure on the 5th, Sundays) and ends at the booking horizon. */
export const DaysWithoutOpenings: Story = {
  args: {
    date: "2026-03-04",
    calendarDays: {
      lastDate: "2026-03-31",
      freeSlots: new Map(
        Array.from({ length: 30 }, (_, index) => {
          const date = `2026-03-${String(index + 2).padStart(2, "0")}`;
          const closed = date === "2026-03-05" || new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
          return [date, closed ? 0 : 6] as const;
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Thursday, March 5, 2026, no openings" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sunday, March 8, 2026, no openings" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Wednesday, March 4, 2026" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Nothing is open before the horizon: the visitor is told to call. */
export const NoOpeningsAhead: Story = {
  args: {
    slots: { status: "ready", slots: [] },
    calendarDays: { lastDate: "2026-03-09", freeSlots: new Map([["2026-03-02", 0], ["2026-03-03", 0]]) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No times are open before Monday, March 9, 2026/)).toBeInTheDocument();
  },
};

/** The days with openings are still loading: the calendar waits to open on the first of them. */
export const FindingFirstOpenDay: Story = {
  args: { date: null, slots: { status: "loading" }, calendarDays: { lastDate: "2026-05-31", freeSlots: null } },
};

export const LoadingSlots: Story = { args: { slots: { status: "loading" } } };

/** Ana filled in her profile (decision 0238); Ben has credentials only. */
const STORY_PREPARERS = [
  { id: 7, name: "Ana Reyes", photo: null, credentials: "EA, CTEC A123456", languages: ["en", "es"] },
  { id: 9, name: "Ben Ortiz", photo: null, credentials: "CPA", languages: [] },
];

/**
 * An office with two preparers (decision 0231): "First available" is chosen until the client picks
 * someone; each with their credentials and the languages they speak (decision 0238).
 */
export const ChoosePreparer: Story = {
  args: { preparerChoice: { preparers: STORY_PREPARERS, value: null, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Who would you like to see?" });
    await expect(within(group).getByRole("radio", { name: /^First available/ })).toBeChecked();
    await expect(within(group).getByRole("radio", { name: "Ana Reyes EA, CTEC A123456 Speaks English and Spanish" })).toBeVisible();
    await userEvent.click(within(group).getByRole("radio", { name: "Ben Ortiz CPA" }));
    await expect(args.preparerChoice?.onChange).toHaveBeenCalledWith(9);
  },
};

export const PreparerChosen: Story = { args: { preparerChoice: { preparers: STORY_PREPARERS, value: 7, onChange: fn() } } };

export const ChoosePreparerMobile: Story = { ...PreparerChosen, globals: phoneGlobals };

export const ChoosePreparerSpanish: Story = {
  args: ChoosePreparer.args,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "¿Con quién desea su cita?" });
    await expect(within(group).getByRole("radio", { name: /^Primero disponible/ })).toBeChecked();
    await expect(within(group).getByText("Habla inglés y español")).toBeVisible();
  },
};

export const LoadingSettings: Story = { args: { businessClock: null } };

/** A full day, and the calendar's counts not known yet: a hint says to pick another day. */
export const NoSlots: Story = {
  args: { slots: { status: "ready", slots: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(MESSAGES.booking.noSlots);
    await expect(canvas.getByText("Choose another day on the calendar. Days without openings are greyed out.")).toBeInTheDocument();
  },
};

/** A full day when the calendar knows the next day with openings: one press goes there. */
export const NoSlotsNextOpeningKnown: Story = {
  args: {
    slots: { status: "ready", slots: [] },
    calendarDays: { lastDate: "2026-03-31", freeSlots: new Map([["2026-03-02", 0], ["2026-03-03", 0], ["2026-03-04", 5], ["2026-03-05", 3]]) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.booking.noSlots)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next opening: Wednesday, March 4, 2026" }));
    await expect(args.onDateChange).toHaveBeenCalledWith("2026-03-04");
  },
};

export const NoSlotsNextOpeningKnownMobile: Story = { ...NoSlotsNextOpeningKnown, globals: phoneGlobals };

export const NoSlotsNextOpeningKnownSpanish: Story = {
  ...NoSlotsNextOpeningKnown,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No hay horarios disponibles para esta fecha.", { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /^Próximo día disponible: miércoles, 4 de marzo de 2026/ })).toBeVisible();
  },
};

export const SlotsFailed: Story = {
  args: { slots: { status: "error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.booking.availabilityFailed)).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { session: "signed-out", slot: STORY_SLOTS[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.booking.loginRequired)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?next=/book");
  },
};

export const SessionLoading: Story = { args: { session: "loading", slot: STORY_SLOTS[0] } };

/** The whole flow with real state: service, date, time, then submit. */
function InteractiveBook(props: BookViewProps) {
  const [service, setService] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(STORY_TODAY);
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <BookView
      {...props}
      service={service}
      onServiceChange={setService}
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setSlot(null);
      }}
      slot={slot}
      onSlotChange={setSlot}
    />
  );
}

export const FullFlow: Story = {
  render: (args) => <InteractiveBook {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Business Tax Services" }));
    await userEvent.click(canvas.getByRole("button", { name: "Wednesday, March 4, 2026" }));
    await expect(canvas.getByRole("button", { name: "Wednesday, March 4, 2026" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "2:00 PM" }));
    await expect(canvas.getByRole("button", { name: "2:00 PM" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.booking.submitRequest }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { slot: STORY_SLOTS[0] },
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    // Calendar, slot grid and panel all fit a 390px phone: nothing scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The page in Spanish: the steps, the missing-choice message, then a complete request. */
export const FullFlowSpanish: Story = {
  globals: { lang: "es" },
  render: (args) => <InteractiveBook {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Reservar una cita" })).toBeInTheDocument();
    await expect(canvas.getByText(/^Solicite un horario con nuestro equipo\. .* Todos los horarios se indican en /)).toBeInTheDocument();
    await expect(canvas.getByText("¡Ya casi! Seleccione un servicio arriba para continuar.")).toBeInTheDocument();
    const services = canvas.getByRole("radiogroup", { name: "1. Seleccione un servicio" });
    await userEvent.click(within(services).getByRole("radio", { name: "Impuestos de negocios" }));
    await expect(canvas.getByRole("heading", { name: "2. Seleccione una fecha" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "3. Seleccione una hora" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Confirme su solicitud" })).toBeInTheDocument();
    await expect(canvas.getAllByText("Sin seleccionar")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar solicitud" }));
    await expect(canvas.getByText("Seleccione un servicio, una fecha y una hora.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "miércoles, 4 de marzo de 2026" }));
    const times = canvas.getByRole("group", { name: "Horarios disponibles" });
    await userEvent.click(within(times).getByRole("button", { name: /^2:00/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Enviar solicitud" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Signed out in Spanish: the way to log in, and nothing the visitor already chose is lost. */
export const SignedOutSpanish: Story = {
  args: { session: "signed-out", slot: STORY_SLOTS[0] },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Inicie sesión para reservar una cita.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login?next=/book");
    await expect(canvas.getByRole("link", { name: "Inicie sesión para reservar" })).toHaveAttribute("href", "/login?next=/book");
    const panel = within(canvas.getByRole("region", { name: "Confirme su solicitud" }));
    await expect(panel.getByText("Impuestos personales")).toBeInTheDocument();
  },
};

/** Nothing open before the horizon, in Spanish. */
export const NoOpeningsAheadSpanish: Story = {
  ...NoOpeningsAhead,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^No hay horarios disponibles antes del lunes, 9 de marzo de 2026\. Llame a la oficina/),
    ).toBeInTheDocument();
  },
};
