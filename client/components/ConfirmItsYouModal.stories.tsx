import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { ConfirmItsYouModal } from "./ConfirmItsYouModal";

const meta = {
  title: "Components/ConfirmItsYouModal",
  component: ConfirmItsYouModal,
  args: { opened: true, withCode: false, submitting: false, error: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmItsYouModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole("dialog", { name: "Confirm it's you" }));

/** An account without two-step sign-in: the password alone. */
export const PasswordOnly: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.queryByLabelText(/^Code from your app/)).toBeNull();
    await userEvent.click(modal.getByRole("button", { name: "Confirm" }));
    await expect(modal.getByText("Please enter your password.")).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(modal.getByLabelText(/^Password/), "Harbor-lantern-42");
    await userEvent.click(modal.getByRole("button", { name: "Confirm" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ password: "Harbor-lantern-42" });
  },
};

/** Two-step sign-in is on: the password and a current code (from the app, or a recovery code). */
export const WithCode: Story = {
  args: { withCode: true },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Password/), "Harbor-lantern-42");
    await userEvent.click(modal.getByRole("button", { name: "Confirm" }));
    await expect(modal.getByText("Please enter a code.")).toBeVisible();
    await userEvent.type(modal.getByLabelText(/^Code from your app/), " 123456 ");
    await userEvent.click(modal.getByRole("button", { name: "Confirm" }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ password: "Harbor-lantern-42", code: "123456" });
  },
};

export const WrongPassword: Story = {
  args: { error: API_MESSAGES.auth.currentPasswordWrong },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent(API_MESSAGES.auth.currentPasswordWrong);
  },
};

export const Submitting: Story = {
  args: { withCode: true, submitting: true },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
