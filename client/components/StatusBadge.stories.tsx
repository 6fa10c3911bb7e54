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

/** After the appointment (decision 0226): blue completed, grey no-show. */
export const Completed: Story = { args: { status: "completed" } };

export const NoShow: Story = { args: { status: "no_show" } };

/** A status the client does not know is shown grey, as the spec's "other". */
export const Other: Story = { args: { status: "archived" } };

/** All colours side by side, to check each against both themes. */
export const AllStatuses: Story = {
  render: () => (
    <Group>
      {["pending", "confirmed", "cancelled", "completed", "no_show", "archived"].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["Pending", "Confirmed", "Cancelled", "Completed", "No-show", "Archived"]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const AllStatusesSpanish: Story = {
  ...AllStatuses,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["Pendiente", "Confirmada", "Cancelada", "Completada", "No se presentó"]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};
