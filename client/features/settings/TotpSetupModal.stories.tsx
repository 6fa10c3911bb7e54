import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { SAMPLE_CODES, sampleEnrolment } from "./mfa.fixtures";
import { TotpSetupModal } from "./TotpSetupModal";

const enrolment = { ...sampleEnrolment(), passkey: null };

const meta = {
  title: "Settings/TotpSetupModal",
  component: TotpSetupModal,
  args: { opened: true, onClose: fn(), enrolment },
} satisfies Meta<typeof TotpSetupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name = "Set up an authenticator app") {
  return within(await screen.findByRole("dialog", { name }));
}

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByLabelText("Setup key")).toBeVisible();
    await userEvent.type(modal.getByLabelText(/^6-digit code/), "654321");
    await userEvent.click(modal.getByRole("button", { name: "Turn on two-step sign-in" }));
    await expect(args.enrolment.onConfirm).toHaveBeenCalledWith("654321");
  },
};

export const Loading: Story = { args: { enrolment: { ...enrolment, setup: null } } };

export const CodesShown: Story = {
  args: { enrolment: { ...enrolment, recoveryCodes: SAMPLE_CODES } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole("heading", { level: 3, name: "Save your recovery codes" })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Configurar una aplicación de autenticación");
    await expect(modal.getByLabelText("Clave de configuración")).toBeVisible();
  },
};
