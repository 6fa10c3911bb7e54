import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { LIMITS } from "#server/shared/limits.ts";
import { MESSAGES } from "#server/shared/messages.ts";
import { PasswordForm } from "./PasswordForm";

const meta = {
  title: "Settings/PasswordForm",
  component: PasswordForm,
  args: { onSubmit: fn(async () => true), submitting: false, message: null },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, current: string, next: string, confirm: string) {
  const fields: [string, string][] = [
    [MESSAGES.settings.currentPasswordLabel, current],
    [MESSAGES.settings.newPasswordLabel, next],
    [MESSAGES.settings.confirmNewPasswordLabel, confirm],
  ];
  for (const [label, value] of fields) {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(canvas.getByRole("button", { name: MESSAGES.settings.passwordTitle }));
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "old-secret", "new-secret", "new-secret");
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: "old-secret", newPassword: "new-secret" });
    // A successful change clears the fields.
    await waitFor(() => expect(canvas.getByLabelText(MESSAGES.settings.newPasswordLabel)).toHaveValue(""));
  },
};

export const FieldsMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "old-secret", "new-secret", "");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.settings.fillAllPasswordFields);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "old-secret", "abc", "abc");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.settings.newPasswordTooShort);
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "old-secret", "new-secret", "new-secreT");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.settings.newPasswordsDoNotMatch);
  },
};

export const SameAsCurrent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "same-secret", "same-secret", "same-secret");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.settings.newPasswordSameAsCurrent);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product.md §4.5: messages on this screen vanish after 4 seconds. */
export const MessageClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "", "", "");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.settings.fillAllPasswordFields);
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument(), {
      // A hang guard: the message clears at 4 s, and a busy machine may run that timer late.
      timeout: LIMITS.messageTimeoutMs + 10_000,
    });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Changed: Story = {
  args: { message: { kind: "success", text: MESSAGES.settings.passwordChanged } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(MESSAGES.settings.passwordChanged);
  },
};

export const ServerRefused: Story = {
  args: { message: { kind: "error", text: "Current password is incorrect." } },
};

export const Failed: Story = {
  args: { message: { kind: "error", text: MESSAGES.settings.passwordFailed } },
};

/** The Spanish form: title, labels and button in Spanish, and the spec's checks in Spanish. */
export const MismatchSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Cambiar contraseña" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Contraseña actual"), "old-secret");
    await userEvent.type(canvas.getByLabelText("Nueva contraseña"), "new-secret");
    await userEvent.type(canvas.getByLabelText("Confirmar nueva contraseña"), "new-secreT");
    await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Las nuevas contraseñas no coinciden.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Issue 17: the server refused a common password: on the New Password field, not above the form. */
export const CommonPassword: Story = {
  args: { message: { kind: "error", text: API_MESSAGES.auth.passwordTooCommon, code: "auth.passwordTooCommon" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(API_MESSAGES.auth.passwordTooCommon)).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
export const CommonPasswordSpanish: Story = {
  args: { message: { kind: "error", text: "Esta contraseña es demasiado común y fácil de adivinar. Elija una menos común.", code: "auth.passwordTooCommon" } },
  globals: { lang: "es" },
};
