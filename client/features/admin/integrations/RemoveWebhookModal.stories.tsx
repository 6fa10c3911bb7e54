import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_CRM_WEBHOOK } from "./integrations.fixtures";
import { RemoveWebhookModal } from "./RemoveWebhookModal";

const meta = {
  title: "Admin/RemoveWebhookModal",
  component: RemoveWebhookModal,
  args: { webhook: STORY_CRM_WEBHOOK, submitting: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RemoveWebhookModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Remove webhook") {
  return within(await screen.findByRole("dialog", { name }));
}

/** Says what happens to the deliveries still waiting. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(`Remove the webhook ${STORY_CRM_WEBHOOK.url}? Deliveries still waiting for it are withdrawn; the record of past ones stays.`)).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Remove webhook" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepIt: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByRole("button", { name: "Keep it" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Keep it" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: "Remove webhook" })).toBeDisabled();
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Eliminar webhook");
    await expect(modal.getByText(/^¿Eliminar el webhook https:.*\? Los envíos que aún esperan se retiran/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Eliminar webhook" })).toBeVisible();
  },
};
