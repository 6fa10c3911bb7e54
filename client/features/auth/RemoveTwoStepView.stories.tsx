import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import auth from "./auth.en";
import { RemoveTwoStepView } from "./RemoveTwoStepView";

/** Issue 29 item 1: the page a password-change email links to, to remove every second factor. */
const meta = {
  title: "Screens/RemoveTwoStep",
  component: RemoveTwoStepView,
  parameters: { layout: "fullscreen", route: "/remove-two-step?token=story-token", ...viewportParameters },
  args: { token: "story-token", submitting: false, error: null, doneMessage: null, onSubmit: fn() },
} satisfies Meta<typeof RemoveTwoStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Remove two-step sign-in" })).toBeVisible();
    await expect(canvas.getByText(/signs out every device/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute("autocomplete", "current-password");
    await expect(canvas.getByRole("button", { name: "Remove two-step sign-in" })).toBeVisible();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove two-step sign-in" }));
    await expect(canvas.getByText(auth["removeTwoStep.passwordRequired"])).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/), "just-chosen-password");
    await userEvent.click(canvas.getByRole("button", { name: "Remove two-step sign-in" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: "story-token", password: "just-chosen-password" });
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The password was not the account's current one: on the field, the link still usable. */
export const WrongPassword: Story = {
  args: { passwordError: API_MESSAGES.auth.currentPasswordWrong },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(API_MESSAGES.auth.currentPasswordWrong)).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(new RegExp(API_MESSAGES.auth.currentPasswordWrong));
  },
};

export const InvalidLink: Story = {
  args: { error: API_MESSAGES.mfa.removalLinkInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.removalLinkInvalid);
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.removalTokenMissing);
    await expect(canvas.queryByRole("button", { name: "Remove two-step sign-in" })).toBeNull();
  },
};

export const Done: Story = {
  args: { doneMessage: API_MESSAGES.mfa.removedWithLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(API_MESSAGES.mfa.removedWithLink);
    await expect(canvas.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  },
};

export const FallbackError: Story = { args: { error: auth["removeTwoStep.failed"] } };

export const Mobile: Story = { globals: phoneGlobals };

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Quitar el inicio de sesión en dos pasos" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Quitar el inicio de sesión en dos pasos" }));
    await expect(canvas.getByText("Escriba su contraseña.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), "la-que-acabo-de-elegir");
    await userEvent.click(canvas.getByRole("button", { name: "Quitar el inicio de sesión en dos pasos" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: "story-token", password: "la-que-acabo-de-elegir" });
  },
};

export const WrongPasswordSpanish: Story = {
  args: { passwordError: "La contraseña actual no es correcta." },
  globals: { lang: "es", ...phoneGlobals },
};

export const DoneSpanish: Story = {
  args: { doneMessage: "Se quitó el inicio de sesión en dos pasos y se cerró la sesión en todos los dispositivos." },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Ir a iniciar sesión" })).toHaveAttribute("href", "/login");
  },
};

export const MissingTokenSpanish: Story = {
  args: { token: null },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Este enlace está incompleto.");
  },
};
