import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MESSAGES } from "../../server/shared/messages";
import { ActionMessage } from "./ActionMessage";

const meta = {
  title: "Components/ActionMessage",
  component: ActionMessage,
  args: { message: { kind: "success", text: MESSAGES.admin.confirmed } },
} satisfies Meta<typeof ActionMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(MESSAGES.admin.confirmed);
  },
};

export const Failure: Story = {
  args: { message: { kind: "error", text: MESSAGES.admin.confirmFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.admin.confirmFailed);
  },
};

export const Nothing: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument();
  },
};
