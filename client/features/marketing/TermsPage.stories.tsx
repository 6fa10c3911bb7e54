import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TermsPage } from "./TermsPage";

const meta = {
  title: "Screens/Terms",
  component: TermsPage,
  parameters: { layout: "fullscreen", route: "/terms" },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    // The owner is reminded on /admin/business; visitors see no template banner.
    await expect(canvas.queryByText("Template under legal review")).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
