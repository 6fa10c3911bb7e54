import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { SAMPLE_CODES } from "./mfa.fixtures";
import { AddPasskeyModal } from "./AddPasskeyModal";

const meta = {
  title: "Settings/AddPasskeyModal",
  component: AddPasskeyModal,
  args: {
    opened: true,
    onClose: fn(),
    defaultName: "Chrome on macOS",
    pending: false,
    error: null,
    onAdd: fn(),
    recoveryCodes: null,
    email: "maria@example.com",
  },
} satisfies Meta<typeof AddPasskeyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Add a passkey") {
  return within(await screen.findByRole("dialog", { name }));
}

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const name = modal.getByLabelText(/^Passkey name/);
    await expect(name).toHaveValue("Chrome on macOS");
    await userEvent.clear(name);
    await userEvent.click(modal.getByRole("button", { name: "Create passkey" }));
    await expect(modal.getByText("Please give the passkey a name.")).toBeVisible();
    await userEvent.type(name, "Work phone");
    await userEvent.click(modal.getByRole("button", { name: "Create passkey" }));
    await expect(args.onAdd).toHaveBeenCalledWith("Work phone");
  },
};

export const Waiting: Story = {
  args: { pending: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: "Create passkey" })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: API_MESSAGES.mfa.passkeyFailed },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.passkeyFailed);
  },
};

/** The account's first factor: its recovery codes, once. */
export const CodesShown: Story = {
  args: { recoveryCodes: SAMPLE_CODES },
  play: async () => {
    await expect((await dialog()).getByRole("list", { name: "Recovery codes" })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Agregar una llave de acceso");
    await expect(modal.getByRole("button", { name: "Crear llave de acceso" })).toBeVisible();
  },
};
