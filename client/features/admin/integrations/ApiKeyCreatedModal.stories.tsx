import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { ApiKeyCreatedModal } from "./ApiKeyCreatedModal";
import { STORY_CREATED_KEY } from "./integrations.fixtures";

const meta = {
  title: "Admin/ApiKeyCreatedModal",
  component: ApiKeyCreatedModal,
  parameters: viewportParameters,
  args: { created: STORY_CREATED_KEY, onClose: fn() },
} satisfies Meta<typeof ApiKeyCreatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Your new API key") {
  return within(await screen.findByRole("dialog", { name }));
}

/** The whole key, once: selected for copying as the dialog opens, with the header a tool sends. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const key = modal.getByRole("textbox", { name: 'API key "Zapier"' });
    await expect(key).toHaveValue(STORY_CREATED_KEY.key);
    await expect(key).toHaveAttribute("readonly");
    await waitFor(() => expect(key).toHaveFocus());
    await expect(modal.getByText(/it will not be shown again/)).toBeVisible();
    await expect(modal.getByText(`Authorization: Bearer ${STORY_CREATED_KEY.key}`)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Copy key" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Done" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = { args: { created: null } };

export const Mobile: Story = { globals: phoneGlobals };

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Su nueva clave de API");
    await expect(modal.getByRole("textbox", { name: "Clave de API “Zapier”" })).toHaveValue(STORY_CREATED_KEY.key);
    await expect(modal.getByText(/^Copie la clave ahora/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Copiar clave" })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Cerrar el diálogo" })).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Listo" })).toBeVisible();
  },
};
