import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { SAMPLE_CODES } from "./mfa.fixtures";
import { ConfirmWithCodeModal } from "./ConfirmWithCodeModal";

const meta = {
  title: "Settings/ConfirmWithCodeModal",
  component: ConfirmWithCodeModal,
  args: {
    opened: true,
    onClose: fn(),
    title: "Remove the authenticator app",
    intro: "To remove the app, enter your password and a current code.",
    confirmLabel: "Remove app",
    destructive: true,
    submitting: false,
    error: null,
    onConfirm: fn(),
    recoveryCodes: null,
    email: "maria@example.com",
  },
} satisfies Meta<typeof ConfirmWithCodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Remove the authenticator app") {
  return within(await screen.findByRole("dialog", { name }));
}

/** The password and a current code (from the app, or a recovery code). */
export const RemoveApp: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Remove app" }));
    await expect(modal.getByText("Please enter your password.")).toBeVisible();
    await expect(modal.getByText("Please enter a code.")).toBeVisible();
    await userEvent.type(modal.getByLabelText(/^Password/), "tidy-lemon-7");
    await userEvent.type(modal.getByLabelText(/^Code from your app/), " 123456 ");
    await userEvent.click(modal.getByRole("button", { name: "Remove app" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ password: "tidy-lemon-7", code: "123456" });
  },
};

export const WrongCode: Story = {
  args: { error: API_MESSAGES.mfa.codeWrong },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.codeWrong);
  },
};

export const OfficeKeepsOne: Story = { args: { error: API_MESSAGES.mfa.officeKeepsOne } };

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: "Remove app" })).toBeDisabled();
  },
};

const newCodes = {
  title: "Make new recovery codes",
  intro: "Your old recovery codes will stop working. Enter your password and a current code.",
  confirmLabel: "Make new codes",
  destructive: false,
};

export const NewCodes: Story = { args: newCodes };

export const NewCodesShown: Story = {
  args: { ...newCodes, recoveryCodes: SAMPLE_CODES },
  play: async () => {
    const modal = await dialog("Make new recovery codes");
    await expect(modal.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await expect(modal.queryByLabelText(/^Password/)).toBeNull();
  },
};

export const Spanish: Story = {
  args: {
    title: "Quitar la aplicación de autenticación",
    intro: "Para quitar la aplicación, escriba su contraseña y un código actual.",
    confirmLabel: "Quitar aplicación",
  },
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Quitar la aplicación de autenticación");
    await expect(modal.getByLabelText(/^Contraseña/)).toBeVisible();
    await expect(modal.getByLabelText(/^Código de su aplicación/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Cancelar" })).toBeVisible();
  },
};
