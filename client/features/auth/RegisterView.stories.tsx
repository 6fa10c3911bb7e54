import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { RegisterView } from "./RegisterView";

const meta = {
  title: "Screens/Register",
  component: RegisterView,
  parameters: { layout: "fullscreen", route: "/register", ...viewportParameters },
  args: { submitting: false, error: null, loginHref: "/login", onSubmit: fn() },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Full Name", "Email address", "Phone Number", "Password", "Confirm Password"]) {
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^Phone Number/)).not.toBeRequired();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  },
};

/** The spec's messages for a short password and a mismatched confirmation; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full Name/), "Rosa Diaz");
    await userEvent.type(canvas.getByLabelText(/^Email address/), "rosa@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "12345");
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), "54321");
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(canvas.getByText(MESSAGES.register.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.register.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(canvas.getByText("Full name is required.")).toBeVisible();
    await expect(canvas.getByText("Email is required.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form is sent with phone null when left empty, and without the confirmation. */
export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full Name/), "Rosa Diaz");
    await userEvent.type(canvas.getByLabelText(/^Email address/), "rosa@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "tidy-lemon-7");
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), "tidy-lemon-7");
    await userEvent.click(canvas.getByRole("button", { name: "Register" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: "Rosa Diaz",
      email: "rosa@example.com",
      phone: null,
      password: "tidy-lemon-7",
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Register" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: API_MESSAGES.auth.emailTaken },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.auth.emailTaken);
  },
};

export const FallbackError: Story = { args: { error: MESSAGES.register.failed } };

export const Mobile: Story = { globals: phoneGlobals };

/** The Spanish screen: labels, link and button in Spanish, and the spec's checks in Spanish too. */
export const ValidationSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Crear una cuenta" })).toBeVisible();
    await expect(canvas.getByText("¿Ya tiene una cuenta?")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByLabelText(/^Número de teléfono/)).not.toBeRequired();
    await expect(canvas.getByText("Opcional")).toBeVisible();
    await expect(canvas.getByText("Al menos 6 caracteres")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nombre completo/), "Rosa Díaz");
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), "rosa@example.com");
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), "12345");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "54321");
    await userEvent.click(canvas.getByRole("button", { name: "Crear cuenta" }));
    await expect(canvas.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible();
    await expect(canvas.getByText("¡Las contraseñas no coinciden!")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FallbackErrorSpanish: Story = { args: { error: MESSAGES.register.failed }, globals: { lang: "es" } };

/** Issue 17: the server refused a common password; its sentence sits on the password field. */
export const CommonPassword: Story = {
  args: { passwordError: API_MESSAGES.auth.passwordTooCommon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(API_MESSAGES.auth.passwordTooCommon)).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
export const CommonPasswordSpanish: Story = {
  args: { passwordError: "Esta contraseña es demasiado común y fácil de adivinar. Elija una menos común." },
  globals: { lang: "es" },
};
