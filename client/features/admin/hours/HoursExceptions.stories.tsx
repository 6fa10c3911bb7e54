import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_HOLIDAYS, STORY_HOURS, STORY_TODAY } from "../common/admin.fixtures";
import { HoursExceptions } from "./HoursExceptions";

const meta = {
  title: "Admin/HoursExceptions",
  component: HoursExceptions,
  args: {
    exceptions: STORY_HOURS.exceptions,
    holidays: { status: "ready", holidays: STORY_HOLIDAYS },
    today: STORY_TODAY,
    onSave: fn(async () => true),
    onRemove: fn(),
    busyDate: null,
  },
} satisfies Meta<typeof HoursExceptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Closed (Thanksgiving Day)")).toBeInTheDocument();
    await expect(canvas.getByText("9:00 AM to 8:00 PM (Tax-season evening hours)")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Close on Memorial Day, Monday, May 25, 2026" }));
    await expect(args.onSave).toHaveBeenCalledWith({ date: "2026-05-25", hours: [], note: "Memorial Day" });
    await userEvent.click(canvas.getByRole("button", { name: "Remove Thursday, November 26, 2026" }));
    await expect(args.onRemove).toHaveBeenCalledWith("2026-11-26");
  },
};

/** Special hours on a date, typed in and added. */
export const AddSpecialHours: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Date/), "2026-04-14");
    await userEvent.click(canvas.getByLabelText("Special hours"));
    const closes = canvas.getByLabelText("Closes");
    await userEvent.clear(closes);
    await userEvent.type(closes, "21:00");
    await userEvent.type(canvas.getByLabelText(/^Note for clients/), "Last evening before Tax Day");
    await userEvent.click(canvas.getByRole("button", { name: "Add date" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      date: "2026-04-14",
      hours: [{ opens: "09:00", closes: "21:00" }],
      note: "Last evening before Tax Day",
    });
  },
};

/** Adding without a date says what is missing. */
export const MissingDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add date" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Choose a date.");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NoneAhead: Story = {
  args: { exceptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No closures or special hours ahead/)).toBeInTheDocument();
  },
};

export const HolidaysLoading: Story = { args: { holidays: { status: "loading" } } };

export const HolidaysFailed: Story = {
  args: { holidays: { status: "error", message: "The holidays could not be loaded." } },
};

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Spanish: the coming dates in Spanish, a holiday closed in one click, then special hours added. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Cierres y horarios especiales" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Próximas fechas" })).toBeVisible();
    await expect(canvas.getByText("Cerrado (Thanksgiving Day)")).toBeInTheDocument();
    await expect(canvas.getByText(/^de 9:00 a\.\s?m\. a 8:00 p\.\s?m\. \(Tax-season evening hours\)$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Cerrar por Memorial Day, lunes, 25 de mayo de 2026" }));
    await expect(args.onSave).toHaveBeenCalledWith({ date: "2026-05-25", hours: [], note: "Memorial Day" });
    await userEvent.click(canvas.getByRole("button", { name: "Quitar el jueves, 26 de noviembre de 2026" }));
    await expect(args.onRemove).toHaveBeenCalledWith("2026-11-26");

    const add = canvas.getByRole("button", { name: "Agregar fecha" });
    await userEvent.click(add);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Elija una fecha.");
    await userEvent.type(canvas.getByLabelText(/^Fecha/), "2026-04-14");
    await userEvent.click(canvas.getByLabelText("Horario especial"));
    const closes = canvas.getByLabelText("Cierra");
    await userEvent.clear(closes);
    await userEvent.type(closes, "21:00");
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ date: "2026-04-14", hours: [{ opens: "09:00", closes: "21:00" }], note: "" });
  },
};
