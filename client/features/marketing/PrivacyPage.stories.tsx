import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrivacyPage } from "./PrivacyPage";

const meta = {
  title: "Screens/Privacy",
  component: PrivacyPage,
  parameters: { layout: "fullscreen", route: "/privacy" },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    // The owner is reminded on /admin/business; visitors see no template banner.
    await expect(canvas.queryByText("Template under legal review")).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
