import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_ACTIVE_KEY } from "./integrations.fixtures";
import { RevokeApiKeyModal } from "./RevokeApiKeyModal";

const meta = {
  title: "Admin/RevokeApiKeyModal",
  component: RevokeApiKeyModal,
  args: { apiKey: STORY_ACTIVE_KEY, submitting: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RevokeApiKeyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Revoke API key") {
  return within(await screen.findByRole("dialog", { name }));
}

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(/^Revoke the key "Bookkeeping sync" \(txp_Q2x9LmAe…\)\? Tools that use it stop working at once\./)).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Revoke key" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepIt: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByRole("button", { name: "Keep it" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Keep it" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: "Revoke key" })).toBeDisabled();
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = await dialog("Revocar clave de API");
    await expect(modal.getByText(/^¿Revocar la clave “Bookkeeping sync” \(txp_Q2x9LmAe…\)\?/)).toBeVisible();
    await waitFor(() => expect(modal.getByRole("button", { name: "Conservarlo" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Revocar clave" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
