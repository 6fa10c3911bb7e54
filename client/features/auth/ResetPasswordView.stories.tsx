import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import auth from "./auth.en";
import { ResetPasswordView } from "./ResetPasswordView";

const meta = {
  title: "Screens/ResetPassword",
  component: ResetPasswordView,
  parameters: { layout: "fullscreen", route: "/reset-password?token=story-token", ...viewportParameters },
  args: { token: "story-token", submitting: false, error: null, doneMessage: null, onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  },
};

/** Register's rules and words: too short, then not matching. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), "12345");
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), "54321");
    await userEvent.click(canvas.getByRole("button", { name: "Set new password" }));
    await expect(canvas.getByText(MESSAGES.register.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.register.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), "new-secret");
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), "new-secret");
    await userEvent.click(canvas.getByRole("button", { name: "Set new password" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: "story-token", password: "new-secret" });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Done: Story = {
  args: { doneMessage: API_MESSAGES.passwordReset.done },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(API_MESSAGES.passwordReset.done);
    await expect(canvas.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  },
};

export const ExpiredLink: Story = {
  args: { error: API_MESSAGES.passwordReset.invalidLink },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.passwordReset.invalidLink);
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.passwordReset.tokenMissing);
  },
};

export const FallbackError: Story = { args: { error: auth["reset.failed"] } };

export const Mobile: Story = { globals: phoneGlobals };

/** The Spanish screen: Register's rules, with the spec's sentences in Spanish. */
export const ValidationSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Elija una nueva contraseña" })).toBeVisible();
    await expect(canvas.getByText("¿El enlace no funciona?", { exact: false })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Solicitar un enlace nuevo" })).toHaveAttribute("href", "/forgot-password");
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), "12345");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "54321");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar la nueva contraseña" }));
    await expect(canvas.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();
    await expect(canvas.getByText("¡Las contraseñas no coinciden!")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Done, in Spanish: the way on to sign in. */
export const DoneSpanish: Story = {
  args: { doneMessage: API_MESSAGES.passwordReset.done },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Ir a iniciar sesión" })).toHaveAttribute("href", "/login");
  },
};

/** Issue 17: an admin's new password under 12 characters, refused by the server, shown on the field. */
export const AdminPasswordTooShort: Story = {
  args: { passwordError: API_MESSAGES.auth.adminPasswordTooShort },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(API_MESSAGES.auth.adminPasswordTooShort)).toBeVisible();
  },
};
export const CommonPasswordSpanish: Story = {
  args: { passwordError: "Esta contraseña es demasiado común y fácil de adivinar. Elija una menos común." },
  globals: { lang: "es" },
};
