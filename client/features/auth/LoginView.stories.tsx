import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { LoginView } from "./LoginView";

const meta = {
  title: "Screens/Login",
  component: LoginView,
  parameters: { layout: "fullscreen", route: "/login", ...viewportParameters },
  args: { submitting: false, error: null, registerHref: "/register", onSubmit: fn() },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email address/)).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(canvas.getByText("Email is required.")).toBeVisible();
    await expect(canvas.getByText("Password is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email address/), "rosa@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "tidy-lemon-7");
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "rosa@example.com", password: "tidy-lemon-7" });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Login" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: API_MESSAGES.auth.invalidCredentials },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.auth.invalidCredentials);
  },
};

export const FallbackError: Story = { args: { error: MESSAGES.login.failed } };

/** Coming from /book: the registration link keeps the way back. */
export const WithReturnPath: Story = {
  args: { registerHref: "/register?next=%2Fbook" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/register?next=%2Fbook",
    );
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** The Spanish screen: heading, fields and links in Spanish; a filled form is sent as typed. */
export const LoginSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expect(canvas.getByText("¿Aún no tiene una cuenta?")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Crear una cuenta" })).toHaveAttribute("href", "/register");
    await expect(canvas.getByRole("link", { name: "¿Olvidó su contraseña?" })).toHaveAttribute("href", "/forgot-password");
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), "rosa@example.com");
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), "tidy-lemon-7");
    await userEvent.click(canvas.getByRole("button", { name: "Iniciar sesión" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "rosa@example.com", password: "tidy-lemon-7" });
  },
};

export const FallbackErrorSpanish: Story = { args: { error: MESSAGES.login.failed }, globals: { lang: "es" } };

/** Issue 17: an admin's page signed out after the idle limit comes here with a notice. */
export const SignedOutIdle: Story = {
  args: { signedOutIdle: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("you were signed out after a period of inactivity");
  },
};
export const SignedOutIdleSpanish: Story = {
  args: { signedOutIdle: true },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("se cerró su sesión tras un período de inactividad");
  },
};

/** Issue 17: the browser can use passkeys, so the first step offers one. */
export const WithPasskey: Story = {
  args: { onPasskey: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Sign in with a passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
  },
};

const codeStep = { methods: ["totp", "recovery_code"] as const, onSubmitCode: fn(), onBack: fn() };

/** Issue 17: the password was right and a second factor is due: one field takes an app code or a recovery code. */
export const CodeStep: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "recovery_code"] }, onPasskey: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
    const field = canvas.getByLabelText(/^Code/);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await expect(field).not.toHaveAttribute("inputmode");
    await expect(canvas.getByText(/recovery codes instead/)).toBeVisible();
    // No passkey on this account: the step does not offer one.
    await expect(canvas.queryByRole("button", { name: "Use a passkey instead" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(canvas.getByText("Please enter the code.")).toBeVisible();
    await userEvent.type(field, " ABCD-efgh-2345 ");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(args.codeStep?.onSubmitCode).toHaveBeenCalledWith("ABCD-efgh-2345");
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(args.codeStep?.onBack).toHaveBeenCalledOnce();
  },
};

export const CodeStepWithPasskey: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "passkey", "recovery_code"] }, onPasskey: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Use a passkey instead" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
  },
};

export const CodeStepVerifying: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "recovery_code"] }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Verify" })).toBeDisabled();
  },
};

export const CodeStepWrongCode: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "recovery_code"] }, error: API_MESSAGES.mfa.codeWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.codeWrong);
  },
};

export const CodeStepWithPasskeyWrongCode: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "passkey", "recovery_code"] }, onPasskey: fn(), error: API_MESSAGES.mfa.codeWrong },
};

export const CodeStepSpanish: Story = {
  args: { codeStep: { ...codeStep, methods: ["totp", "passkey", "recovery_code"] }, onPasskey: fn() },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Inicio de sesión en dos pasos" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Código/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Verificar" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Usar una llave de acceso" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Volver" })).toBeVisible();
  },
};

/** After the challenge's five minutes, the page is back at the password with the server's message. */
export const ChallengeExpired: Story = {
  args: { error: API_MESSAGES.mfa.challengeExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.challengeExpired);
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
  },
};
