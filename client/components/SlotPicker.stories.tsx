import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "../../server/shared/messages";
import { SlotPicker } from "./SlotPicker";

/** Monday, March 2, 2026, 9:00 AM to 4:00 PM in Los Angeles (UTC-8). */
const SLOTS = [
  "2026-03-02T17:00:00.000Z",
  "2026-03-02T18:00:00.000Z",
  "2026-03-02T19:00:00.000Z",
  "2026-03-02T20:00:00.000Z",
  "2026-03-02T22:00:00.000Z",
  "2026-03-02T23:00:00.000Z",
  "2026-03-03T00:00:00.000Z",
];

const meta = {
  title: "Components/SlotPicker",
  component: SlotPicker,
  args: {
    slots: { status: "ready", slots: SLOTS },
    value: null,
    onChange: fn(),
    timeZone: "America/Los_Angeles",
    label: "Available times",
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Available times" });
    const labels = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(labels).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    await userEvent.click(canvas.getByRole("button", { name: "10:00 AM" }));
    await expect(args.onChange).toHaveBeenCalledWith("2026-03-02T18:00:00.000Z");
  },
};

export const Selected: Story = {
  args: { value: SLOTS[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "10:00 AM" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "9:00 AM" })).toHaveAttribute("aria-pressed", "false");
  },
};

/** The same instants in another business zone read as that zone's wall clock. */
export const OtherBusinessZone: Story = {
  args: { timeZone: "America/New_York" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "12:00 PM" })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { slots: { status: "loading" } } };

export const Empty: Story = {
  args: { slots: { status: "ready", slots: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.booking.noSlots)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { slots: { status: "error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.booking.availabilityFailed)).toBeInTheDocument();
  },
};
