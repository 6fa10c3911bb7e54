import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import auth from "./auth.en";
import { ForgotPasswordView } from "./ForgotPasswordView";

const meta = {
  title: "Screens/ForgotPassword",
  component: ForgotPasswordView,
  parameters: { layout: "fullscreen", route: "/forgot-password", ...viewportParameters },
  args: { submitting: false, error: null, sentMessage: null, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(canvas.getByText("Email is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email address/), "rosa@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "rosa@example.com" });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Sent: Story = {
  args: { sentMessage: API_MESSAGES.passwordReset.requested },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(API_MESSAGES.passwordReset.requested);
  },
};

export const TooMany: Story = { args: { error: API_MESSAGES.passwordReset.tooMany } };

export const FallbackError: Story = { args: { error: auth["forgot.failed"] } };

export const Mobile: Story = { globals: phoneGlobals };

/** The Spanish screen: heading, field, hint and button in Spanish; the address is sent as typed. */
export const ValidSubmitSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "¿Olvidó su contraseña?" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute("href", "/login");
    await expect(
      canvas.getByText("Le enviaremos un enlace por correo electrónico para que elija una nueva contraseña."),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), "rosa@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar el enlace" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "rosa@example.com" });
  },
};
