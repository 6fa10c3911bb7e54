import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DeactivateStaffModal } from "./DeactivateStaffModal";
import { STORY_STAFF } from "./staff.fixtures";

const ANA = STORY_STAFF[1]!;

const meta = {
  title: "Admin/DeactivateStaffModal",
  component: DeactivateStaffModal,
  args: { member: ANA, submitting: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeactivateStaffModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Deactivate Ana Reyes, EA?" }));
    await expect(modal.getByText(/Nothing is deleted/)).toBeVisible();
    await waitFor(() => expect(modal.getByRole("button", { name: "Keep the account" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Deactivate" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = within(await screen.findByRole("dialog", { name: "¿Desactivar a Ana Reyes, EA?" }));
    await expect(modal.getByRole("button", { name: "Conservar la cuenta" })).toBeVisible();
  },
};
