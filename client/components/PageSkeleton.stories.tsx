import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageSkeleton } from "./PageSkeleton";

const meta = {
  title: "Layout/PageSkeleton",
  component: PageSkeleton,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
  },
};
