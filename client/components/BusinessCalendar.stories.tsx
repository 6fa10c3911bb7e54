import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BusinessCalendar } from "./BusinessCalendar";

const meta = {
  title: "Components/BusinessCalendar",
  component: BusinessCalendar,
  args: { value: "2026-03-04", today: "2026-03-02", onChange: fn() },
} satisfies Meta<typeof BusinessCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const weekdays = canvas.getAllByRole("columnheader").map((cell) => cell.textContent);
    await expect(weekdays[0]).toBe("Su");
    await expect(canvas.getByRole("button", { name: "Wednesday, March 4, 2026" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Sunday, March 1, 2026" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Thursday, March 5, 2026" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-03-05");
  },
};

/** The reschedule calendar: Sundays cannot be picked either. */
export const SundaysDisabled: Story = {
  args: { disableSundays: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sunday, March 8, 2026" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Monday, March 9, 2026" })).toBeEnabled();
  },
};

/** Days without a free slot are greyed out and say so; nothing after the booking horizon can be picked. */
export const NoOpeningsAndHorizon: Story = {
  args: {
    lastDate: "2026-03-20",
    freeSlots: new Map([
      ["2026-03-04", 3],
      ["2026-03-05", 0],
      ["2026-03-06", 8],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Thursday, March 5, 2026, no openings" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Friday, March 6, 2026" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Saturday, March 21, 2026" })).toBeDisabled();
  },
};

export const NothingChosen: Story = { args: { value: null } };
