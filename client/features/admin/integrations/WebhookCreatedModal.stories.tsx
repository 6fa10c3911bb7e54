import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_CREATED_WEBHOOK } from "./integrations.fixtures";
import { WebhookCreatedModal } from "./WebhookCreatedModal";

const meta = {
  title: "Admin/WebhookCreatedModal",
  component: WebhookCreatedModal,
  parameters: viewportParameters,
  args: { created: STORY_CREATED_WEBHOOK, onClose: fn() },
} satisfies Meta<typeof WebhookCreatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Webhook added") {
  return within(await screen.findByRole("dialog", { name }));
}

/** The signing secret, once, and how deliveries are signed. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(STORY_CREATED_WEBHOOK.webhook.url)).toBeVisible();
    const secret = modal.getByRole("textbox", { name: "Signing secret" });
    await expect(secret).toHaveValue(STORY_CREATED_WEBHOOK.secret);
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(modal.getByText(/^Deliveries are signed per Standard Webhooks/)).toBeVisible();
    await expect(modal.getByRole("link", { name: "About Standard Webhooks" })).toHaveAttribute("href", "https://www.standardwebhooks.com/");
    await userEvent.click(modal.getByRole("button", { name: "Done" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: phoneGlobals };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Webhook agregado");
    await expect(modal.getByRole("textbox", { name: "Secreto de firma" })).toHaveValue(STORY_CREATED_WEBHOOK.secret);
    await expect(modal.getByText(/^Los envíos se firman según Standard Webhooks/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Copiar secreto" })).toBeVisible();
  },
};
