import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { SAMPLE_CODES, sampleEnrolment } from "./mfa.fixtures";
import { MfaSetupView } from "./MfaSetupView";

const enrolment = sampleEnrolment();

const meta = {
  title: "Screens/MfaSetup",
  component: MfaSetupView,
  parameters: { layout: "fullscreen", route: "/mfa-setup", ...viewportParameters },
  args: { required: true, alreadyOn: false, enrolment },
} satisfies Meta<typeof MfaSetupView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An office account sent here after its password: why, then the steps. */
export const AdminRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
    await expect(canvas.getByText(/Office accounts must use two-step sign-in/)).toBeVisible();
    await expect(canvas.getByRole("img", { name: /QR code/ })).toBeVisible();
  },
};

export const Client: Story = {
  args: { required: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Office accounts must/)).toBeNull();
  },
};

export const Loading: Story = { args: { enrolment: { ...enrolment, setup: null } } };

export const CodesShown: Story = {
  args: { enrolment: { ...enrolment, recoveryCodes: SAMPLE_CODES } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: "Save your recovery codes" })).toBeVisible();
  },
};

export const AlreadyOn: Story = {
  args: { alreadyOn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/already on for your account/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to Settings" })).toHaveAttribute("href", "/settings");
  },
};

export const Mobile: Story = {
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Configure el inicio de sesión en dos pasos" })).toBeVisible();
    await expect(canvas.getByText(/Las cuentas de la oficina deben usar/)).toBeVisible();
  },
};
export const CodesShownSpanish: Story = { args: { enrolment: { ...enrolment, recoveryCodes: SAMPLE_CODES } }, globals: { lang: "es" } };
