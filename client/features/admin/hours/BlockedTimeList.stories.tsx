import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { STORY_BLOCKED_TIMES, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { BlockedTimeList } from "./BlockedTimeList";

const meta = {
  title: "Admin/BlockedTimeList",
  component: BlockedTimeList,
  args: { blockedTimes: STORY_BLOCKED_TIMES, timeZone: STORY_TIME_ZONE, onDelete: fn(), busyId: null },
} satisfies Meta<typeof BlockedTimeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const periods = within(canvas.getByRole("list", { name: "Blocked periods" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    // Sorted by start, whatever the input order: March 3 first, then March 9.
    await expect(periods[0]).toContain("Tue, Mar 3, 2026, 12:00 PM – 5:00 PM");
    await expect(periods[0]).toContain("No reason given");
    await expect(periods[1]).toContain("Mon, Mar 9, 2026, 10:00 AM – 2:00 PM");
    await expect(periods[1]).toContain("Staff training");
    await userEvent.click(canvas.getByRole("button", { name: /Delete blocked period Mon, Mar 9/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(STORY_BLOCKED_TIMES[0]);
  },
};

export const Deleting: Story = { args: { busyId: 2 } };

/** One preparer's time off (decision 0233) says whose it is, on the card and on its delete button. */
const TIME_OFF = {
  id: 3,
  start_time: "2026-03-05T17:00:00.000Z",
  end_time: "2026-03-05T20:00:00.000Z",
  reason: "Dentist",
  preparer: { id: 9, name: "Ben Ortiz, CPA" },
};

export const WithTimeOff: Story = {
  args: { blockedTimes: [...STORY_BLOCKED_TIMES, TIME_OFF] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getAllByRole("listitem").find((each) => each.textContent?.includes("Dentist"));
    await expect(item).toHaveTextContent("Time off for Ben Ortiz, CPA");
    await userEvent.click(canvas.getByRole("button", { name: /^Delete Ben Ortiz, CPA's time off Thu, Mar 5/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(TIME_OFF);
  },
};

export const WithTimeOffSpanish: Story = {
  args: { blockedTimes: [...STORY_BLOCKED_TIMES, TIME_OFF] },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Tiempo libre de Ben Ortiz, CPA")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /^Eliminar el tiempo libre de Ben Ortiz, CPA / })).toBeInTheDocument();
  },
};

/** In Spanish: Spanish dates, the missing reason and the delete buttons. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const periods = within(canvas.getByRole("list", { name: "Periodos bloqueados" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    await expect(periods[0]).toMatch(/mar, 3 de mar/);
    await expect(periods[0]).toContain("Sin motivo indicado");
    await expect(periods[1]).toContain("Staff training");
    await expect(canvas.getAllByRole("button", { name: /^Eliminar el periodo bloqueado / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: /^Eliminar el periodo bloqueado lun, 9 de mar/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(STORY_BLOCKED_TIMES[0]);
  },
};
