import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import type { PreparerHours } from "#server/shared/opening-hours.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_HOURS, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { PreparerHoursForm } from "./PreparerHoursForm";

const AFTERNOONS = { opens: "13:00", closes: "17:00" };
const PREPARERS: PreparerHours[] = [
  { preparer: { id: 7, name: "Ana Reyes, EA" }, weekly: null },
  {
    preparer: { id: 9, name: "Ben Ortiz, CPA" },
    weekly: { sunday: [], monday: [AFTERNOONS], tuesday: [AFTERNOONS], wednesday: [], thursday: [AFTERNOONS], friday: [], saturday: [] },
  },
];

const meta = {
  title: "Admin/PreparerHoursForm",
  component: PreparerHoursForm,
  args: {
    preparers: PREPARERS,
    officeWeekly: STORY_HOURS.weekly,
    timeZone: STORY_TIME_ZONE,
    onSave: fn(async () => true),
    saving: false,
  },
} satisfies Meta<typeof PreparerHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ana works whenever the office is open: no days to fill in until the tick is cleared, then the office's week to narrow. */
export const WheneverTheOfficeIsOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Preparer" })).toHaveValue("Ana Reyes, EA");
    const same = canvas.getByLabelText("Works whenever the office is open");
    await expect(same).toBeChecked();
    await expect(canvas.queryByLabelText("Works on Monday")).toBeNull();
    await userEvent.click(same);
    // The office's week, with its lunch break, is where her own hours start from.
    await expect(canvas.getByLabelText("Monday ends (morning)")).toHaveValue("12:00");
    await userEvent.click(canvas.getByLabelText("Works on Saturday"));
    await expect(canvas.getByText("Ana Reyes, EA works:")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save working hours" }));
    await expect(args.onSave).toHaveBeenCalledWith(7, { ...STORY_HOURS.weekly, saturday: [] });
  },
};

/** Ben has afternoons of his own; choosing him shows them, and going back to the office's hours sends null. */
export const OwnHours: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Preparer" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await expect(canvas.getByLabelText("Works whenever the office is open")).not.toBeChecked();
    await expect(canvas.getByLabelText("Monday starts")).toHaveValue("13:00");
    await expect(canvas.getByLabelText("Works on Wednesday")).not.toBeChecked();
    await expect(canvas.getAllByText("Not working")).toHaveLength(4);
    await userEvent.click(canvas.getByLabelText("Works whenever the office is open"));
    await userEvent.click(canvas.getByRole("button", { name: "Save working hours" }));
    await expect(args.onSave).toHaveBeenCalledWith(9, null);
  },
};

/** Ending before starting is caught before anything is sent, on the field itself. */
export const InvalidRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText("Works whenever the office is open"));
    const ends = canvas.getByLabelText("Tuesday ends (afternoon)");
    await userEvent.clear(ends);
    await userEvent.type(ends, "12:30");
    await userEvent.click(canvas.getByRole("button", { name: "Save working hours" }));
    await expect(await canvas.findByText("The closing time must be after the opening time.")).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };

export const OwnHoursSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Horario de los preparadores" })).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "Preparador" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await expect(canvas.getByLabelText("Inicio del lunes")).toHaveValue("13:00");
    await expect(canvas.getByLabelText("Trabaja el miércoles")).not.toBeChecked();
    await expect(canvas.getByText("Ben Ortiz, CPA trabaja:")).toBeInTheDocument();
  },
};

/** On a phone the days stack; nothing scrolls sideways. */
export const OwnHoursPhone: Story = {
  args: { preparers: [PREPARERS[1] as PreparerHours, PREPARERS[0] as PreparerHours] },
  globals: phoneGlobals,
  parameters: viewportParameters,
};
