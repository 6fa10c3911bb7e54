import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrivacyPage } from "./PrivacyPage";

const meta = {
  title: "Screens/Privacy",
  component: PrivacyPage,
  parameters: { layout: "fullscreen", route: "/privacy" },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    // The owner is reminded on /admin/business; visitors see no template banner.
    await expect(canvas.queryByText("Template under legal review")).toBeNull();
  },
};

/** The policy in Spanish, with the business's details filled in. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    await expect(canvas.getByText("Última actualización: 1 de noviembre de 2026")).toBeVisible();
    await expect(canvas.getByText(/^Valley Tax Pros \(“nosotros”\) prepara declaraciones de impuestos/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Sus derechos de privacidad en California" })).toBeVisible();
    await expect(canvas.getByText(/escríbanos a 2150 W Shaw Ave, Suite 104, Fresno, CA 93711, envíenos un correo electrónico a/)).toBeVisible();
  },
};
