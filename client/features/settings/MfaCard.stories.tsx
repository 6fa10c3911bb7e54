import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { MFA_ADMIN_APP_ONLY, MFA_OFF, MFA_WITH_APP_AND_PASSKEYS, mfaCardArgs } from "./mfa.fixtures";
import { MfaCard } from "./MfaCard";

const meta = {
  title: "Settings/MfaCard",
  component: MfaCard,
  args: {
    ...mfaCardArgs(),
    onSetUpApp: fn(),
    onRemoveApp: fn(),
    onNewCodes: fn(),
    onAddPasskey: fn(),
    onRemovePasskey: fn(),
  },
} satisfies Meta<typeof MfaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On, with the app, eight recovery codes and two passkeys (one synced). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("On")).toBeVisible();
    await expect(canvas.getByText("8 unused codes left")).toBeVisible();
    await expect(canvas.getByText("MacBook Touch ID")).toBeVisible();
    await expect(canvas.getAllByText("Synced")).toHaveLength(1);
    await expect(canvas.getByText("Not used yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove the passkey YubiKey" }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith(MFA_WITH_APP_AND_PASSKEYS.passkeys[1]);
    await userEvent.click(canvas.getByRole("button", { name: "Remove the authenticator app" }));
    await expect(args.onRemoveApp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Make new codes" }));
    await expect(args.onNewCodes).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Add a passkey" }));
    await expect(args.onAddPasskey).toHaveBeenCalledOnce();
  },
};

export const Off: Story = {
  args: { status: MFA_OFF },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Off")).toBeVisible();
    await expect(canvas.getByText("No passkeys yet.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Make new codes" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Set up" }));
    await expect(args.onSetUpApp).toHaveBeenCalledOnce();
  },
};

/** An office account with one factor left: it cannot be removed, and the card says why. */
export const OfficeLastFactor: Story = {
  args: { status: MFA_ADMIN_APP_ONLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Office accounts must keep at least one way of two-step sign-in.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove the authenticator app" })).toBeDisabled();
    await expect(canvas.getByText(/This is your only way of two-step sign-in/)).toBeVisible();
    await expect(canvas.getByText("1 unused code left")).toBeVisible();
  },
};

export const NoPasskeySupport: Story = {
  args: { canAddPasskey: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Add a passkey" })).toBeNull();
  },
};

export const Loading: Story = { args: { status: null } };

export const LoadFailed: Story = {
  args: { status: null, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("could not be loaded");
  },
};

export const Removed: Story = {
  args: { status: MFA_OFF, message: { kind: "success", text: API_MESSAGES.mfa.totpRemoved } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(API_MESSAGES.mfa.totpRemoved);
  },
};

export const Mobile: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Inicio de sesión en dos pasos" })).toBeVisible();
    await expect(canvas.getByText("Activado")).toBeVisible();
    await expect(canvas.getByText("Quedan 8 códigos sin usar")).toBeVisible();
    await expect(canvas.getByText("Sincronizada")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Agregar una llave de acceso" })).toBeVisible();
  },
};
