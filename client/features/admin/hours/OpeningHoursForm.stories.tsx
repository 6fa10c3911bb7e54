import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEFAULT_WEEK } from "#server/shared/opening-hours.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_HOURS, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { OpeningHoursForm } from "./OpeningHoursForm";

const meta = {
  title: "Admin/OpeningHoursForm",
  component: OpeningHoursForm,
  args: { hours: STORY_HOURS, timeZone: STORY_TIME_ZONE, onSave: fn(async () => true), saving: false },
} satisfies Meta<typeof OpeningHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lunch break on weekdays and short Saturdays; Sunday closed. */
export const LunchBreak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Monday closes (morning)")).toHaveValue("12:00");
    await expect(canvas.getByLabelText("Open on Sunday")).not.toBeChecked();
    await expect(canvas.getByText(STORY_HOURS.text)).toBeInTheDocument();
  },
};

/** The defaults a fresh install starts from; opening Sunday and saving sends the whole week. */
export const FreshInstall: Story = {
  args: { hours: { ...STORY_HOURS, weekly: DEFAULT_WEEK, exceptions: [], text: "Monday to Saturday, 9:00 AM to 5:00 PM" } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText("Open on Sunday"));
    await userEvent.click(canvas.getByRole("button", { name: "Add Sunday break" }));
    await expect(canvas.getByText(/Sunday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save hours" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      weekly: {
        ...DEFAULT_WEEK,
        sunday: [
          { opens: "09:00", closes: "12:00" },
          { opens: "13:00", closes: "17:00" },
        ],
      },
      horizon_days: 90,
    });
  },
};

/** Closing before opening is caught before anything is sent. */
export const InvalidRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const closes = canvas.getByLabelText("Saturday closes");
    await userEvent.clear(closes);
    await userEvent.type(closes, "08:00");
    await userEvent.click(canvas.getByRole("button", { name: "Save hours" }));
    await expect(await canvas.findByText("The closing time must be after the opening time.")).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Spanish: weekday names in the labels; opening Sunday with a break and saving. */
export const LunchBreakSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Horario de atención" })).toBeVisible();
    await expect(canvas.getByText(/citas de 60 minutos .* hora del Pacífico\.$/)).toBeInTheDocument();
    await expect(canvas.getByLabelText("Cierre del lunes (mañana)")).toHaveValue("12:00");
    await expect(canvas.getByLabelText("Apertura del sábado")).toHaveValue("10:00");
    await expect(canvas.getByRole("button", { name: "Quitar el descanso del lunes" })).toBeVisible();
    await expect(canvas.getByLabelText("Abierto los domingos")).not.toBeChecked();
    await userEvent.click(canvas.getByLabelText("Abierto los domingos"));
    await userEvent.click(canvas.getByRole("button", { name: "Agregar un descanso al domingo" }));
    await expect(canvas.getByLabelText("Apertura del domingo (tarde)")).toHaveValue("13:00");
    await expect(canvas.getByLabelText(/^Plazo de reserva/)).toHaveValue("90");
    await expect(canvas.getByText("Los clientes leerán:")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Guardar horario" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      weekly: {
        ...STORY_HOURS.weekly,
        sunday: [
          { opens: "09:00", closes: "12:00" },
          { opens: "13:00", closes: "17:00" },
        ],
      },
      horizon_days: 90,
    });
  },
};
