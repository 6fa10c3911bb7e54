import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { mfaCardArgs } from "./mfa.fixtures";
import { SAMPLE_DEVICES } from "./settings.fixtures";
import { SettingsView } from "./SettingsView";

const meta = {
  title: "Screens/Settings",
  component: SettingsView,
  parameters: { layout: "fullscreen", route: "/settings" },
  args: {
    profile: {
      initialValues: { fullName: "Maria Gonzalez", phone: "(559) 555-0142" },
      onSubmit: fn(async () => true),
      submitting: false,
      message: null,
    },
    password: { onSubmit: fn(async () => true), submitting: false, message: null },
    email: { currentEmail: "maria@example.com", onSubmit: fn(async () => true), submitting: false, message: null },
    devices: {
      sessions: SAMPLE_DEVICES,
      loadFailed: false,
      timeZone: "America/Los_Angeles",
      onSignOut: fn(),
      onSignOutOthers: fn(),
      pending: null,
      message: null,
    },
    mfa: mfaCardArgs(),
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: MESSAGES.settings.profileTitle })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: MESSAGES.settings.passwordTitle })).toBeInTheDocument();
    await expect(canvas.getByLabelText(MESSAGES.settings.fullNameLabel, { exact: false })).toHaveValue(
      "Maria Gonzalez",
    );
    // Issue 17: the email change and the signed-in devices.
    await expect(canvas.getByRole("heading", { name: "Email address" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Signed-in devices" })).toBeInTheDocument();
  },
};

export const BothSucceeded: Story = {
  args: {
    profile: { ...meta.args.profile, message: { kind: "success", text: MESSAGES.settings.profileUpdated } },
    password: { ...meta.args.password, message: { kind: "success", text: MESSAGES.settings.passwordChanged } },
  },
};

export const BothFailed: Story = {
  args: {
    profile: { ...meta.args.profile, message: { kind: "error", text: MESSAGES.settings.profileFailed } },
    password: { ...meta.args.password, message: { kind: "error", text: MESSAGES.settings.passwordFailed } },
  },
};

export const Mobile: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Spanish screen: both forms' headings and the page's own texts in Spanish. */
export const SettingsSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
    await expect(canvas.getByText("Mantenga al día sus datos de contacto y su cuenta protegida.")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Actualizar perfil" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Cambiar contraseña" })).toBeInTheDocument();
    await expect(canvas.getByLabelText("Nombre completo", { exact: false })).toHaveValue("Maria Gonzalez");
    await expect(canvas.getByRole("button", { name: "Cambiar contraseña" })).toBeVisible();
  },
};

/** In Spanish, the profile failed to save and the password changed. */
export const MixedResultsSpanish: Story = {
  args: {
    profile: { ...meta.args.profile, message: { kind: "error", text: "No se pudo actualizar el perfil." } },
    password: { ...meta.args.password, message: { kind: "success", text: "¡Contraseña cambiada!" } },
  },
  globals: { lang: "es" },
};
