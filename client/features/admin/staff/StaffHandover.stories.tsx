import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import { StaffHandover } from "./StaffHandover";
import { STORY_HANDOVER } from "./staff.fixtures";

const meta = {
  title: "Admin/StaffHandover",
  component: StaffHandover,
  args: {
    name: "Ben Ortiz, CPA",
    appointments: STORY_HANDOVER,
    preparers: [
      { id: 7, name: "Ana Reyes, EA" },
      { id: 11, name: "Cole Rivera" },
    ],
    timeZone: STORY_TIME_ZONE,
    onReassign: fn(async () => true),
    busyId: null,
    onDismiss: fn(),
  },
} satisfies Meta<typeof StaffHandover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each open appointment of the deactivated preparer, given to someone else one at a time. */
export const OpenAppointments: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Ben Ortiz, CPA's open appointments" })).toBeVisible();
    const buttons = canvas.getAllByRole("button", { name: /^Reassign / });
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toBeDisabled();
    await userEvent.click(canvas.getAllByRole("combobox", { name: /^Give .* appointment on .* to$/ })[0]!);
    await userEvent.click(await screen.findByRole("option", { name: "Cole Rivera" }));
    await userEvent.click(buttons[0]!);
    await expect(args.onReassign).toHaveBeenCalledWith(expect.objectContaining({ id: STORY_HANDOVER[0]!.id }), 11);
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Reassigning: Story = { args: { busyId: STORY_HANDOVER[0]!.id } };

export const NothingToHandOver: Story = {
  args: { appointments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ben Ortiz, CPA has no open appointments from now on.")).toBeVisible();
  },
};

export const OpenAppointmentsSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Citas abiertas de Ben Ortiz, CPA" })).toBeVisible();
    await expect(within(canvasElement).getAllByRole("button", { name: /^Reasignar la cita de / })).toHaveLength(2);
  },
};
