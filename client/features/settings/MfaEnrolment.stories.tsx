import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { SAMPLE_CODES, sampleEnrolment } from "./mfa.fixtures";
import { MfaEnrolment } from "./MfaEnrolment";

const meta = {
  title: "Settings/MfaEnrolment",
  component: MfaEnrolment,
  args: sampleEnrolment(),
} satisfies Meta<typeof MfaEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the key in groups of four with a copy button, and the code that proves it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
    await expect(canvas.getByLabelText("Setup key")).toHaveValue("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    await expect(canvas.getByRole("button", { name: "Copy key" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Turn on two-step sign-in" }));
    await expect(canvas.getByText("Please enter the 6 digits the app shows.")).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^6-digit code/), "123 456");
    await userEvent.click(canvas.getByRole("button", { name: "Turn on two-step sign-in" }));
    await expect(args.onConfirm).toHaveBeenCalledWith("123456");
  },
};

export const Loading: Story = { args: { setup: null } };

export const StartFailed: Story = {
  args: { setup: null, setupError: "The setup could not be started. Please try again." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("could not be started");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetrySetup).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Turn on two-step sign-in" })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: { error: API_MESSAGES.mfa.codeWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(API_MESSAGES.mfa.codeWrong);
  },
};

/** A passkey instead of the app: named after the device, then the browser's prompt. */
export const PasskeyInstead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Use a passkey instead" }));
    const name = canvas.getByLabelText(/^Passkey name/);
    await expect(name).toHaveValue("Chrome on macOS");
    await userEvent.clear(name);
    await userEvent.type(name, "Office laptop");
    await userEvent.click(canvas.getByRole("button", { name: "Create passkey" }));
    await expect(args.passkey?.onAdd).toHaveBeenCalledWith("Office laptop");
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator app instead" }));
    await expect(canvas.getByLabelText("Setup key")).toBeVisible();
  },
};

export const NoPasskey: Story = {
  args: { passkey: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Use a passkey instead" })).toBeNull();
  },
};

export const CodesShown: Story = {
  args: { recoveryCodes: SAMPLE_CODES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "Recovery codes" })).toBeVisible();
  },
};

/** A second factor added to an account that had codes already: no new ones. */
export const DoneWithoutCodes: Story = {
  args: { recoveryCodes: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Two-step sign-in is on.");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Clave de configuración")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Activar el inicio de sesión en dos pasos" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Usar una llave de acceso" })).toBeVisible();
  },
};
