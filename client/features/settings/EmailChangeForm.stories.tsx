import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { EmailChangeForm } from "./EmailChangeForm";

const meta = {
  title: "Settings/EmailChangeForm",
  component: EmailChangeForm,
  args: { currentEmail: "maria@example.com", onSubmit: fn(async () => true), submitting: false, message: null },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new address and the current password go to the server; the fields clear once the link is sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your email is maria@example\.com\./)).toBeVisible();
    await userEvent.type(canvas.getByLabelText("New email address", { exact: false }), "maria.new@example.com");
    await userEvent.type(canvas.getByLabelText("Current password", { exact: false }), "tidy-lemon-7");
    await userEvent.click(canvas.getByRole("button", { name: "Send confirmation link" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newEmail: "maria.new@example.com", currentPassword: "tidy-lemon-7" });
    await expect(canvas.getByLabelText("New email address", { exact: false })).toHaveValue("");
  },
};

/** Nothing is sent without a valid address and the password. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("New email address", { exact: false }), "not-an-email");
    await userEvent.click(canvas.getByRole("button", { name: "Send confirmation link" }));
    await expect(canvas.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(canvas.getByText("Password is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LinkSent: Story = { args: { message: { kind: "success", text: API_MESSAGES.emailChange.requested } } };

export const WrongPassword: Story = { args: { message: { kind: "error", text: API_MESSAGES.auth.currentPasswordWrong } } };

export const Submitting: Story = { args: { submitting: true } };

export const Spanish: Story = {
  args: { message: { kind: "success", text: "Enviamos un enlace de confirmación a la nueva dirección." } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Correo electrónico" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enviar enlace de confirmación" })).toBeVisible();
  },
};
