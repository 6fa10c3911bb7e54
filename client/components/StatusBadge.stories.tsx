import { Group } from "@mantine/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusBadge } from "./StatusBadge";

const meta = {
  title: "Components/StatusBadge",
  component: StatusBadge,
  args: { status: "pending" },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Pending")).toBeInTheDocument();
  },
};

export const Confirmed: Story = { args: { status: "confirmed" } };

export const Cancelled: Story = { args: { status: "cancelled" } };

/** A status the client does not know is shown grey, as the spec's "other". */
export const Other: Story = { args: { status: "archived" } };

/** All colours side by side, to check each against both themes. */
export const AllStatuses: Story = {
  render: () => (
    <Group>
      {["pending", "confirmed", "cancelled", "archived"].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["Pending", "Confirmed", "Cancelled", "Archived"]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};
