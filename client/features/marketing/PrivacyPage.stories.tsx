import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, within } from "storybook/test";
import { trpc } from "#client/lib/trpc.ts";
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
    await expect(await canvas.findByText("Última actualización: 29 de noviembre de 2026")).toBeVisible();
    await expect(canvas.getByText(/^Valley Tax Pros \(“nosotros”\) prepara declaraciones de impuestos/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Sus derechos de privacidad en California" })).toBeVisible();
    await expect(canvas.getByText(/escríbanos a 2150 W Shaw Ave, Suite 104, Fresno, CA 93711, envíenos un correo electrónico a/)).toBeVisible();
  },
};

/** The saved texts this story's page reads, in place of the answer no server gives in Storybook. */
function WithOwnersPolicy({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  useState(() =>
    utils.legal.get.setData(undefined, {
      privacy: {
        en: "{business} keeps your records in {locality}.\n\n## Your rights\n- Ask us at {email}\n- Or call {phone}",
        es: "{business} guarda sus registros en {locality}.\n\n## Sus derechos\n- Escríbanos a {email}",
        updated_on: "2026-11-20",
      },
      terms: null,
    }),
  );
  return children;
}

/** The owner saved their own policy (decision 0246): their words with the profile's details, and the day they saved it. */
export const OwnersPolicy: Story = {
  decorators: [
    (Story) => (
      <WithOwnersPolicy>
        <Story />
      </WithOwnersPolicy>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const spanish = globals.lang === "es";
    await expect(await canvas.findByText(spanish ? "Última actualización: 20 de noviembre de 2026" : "Last updated: November 20, 2026")).toBeVisible();
    await expect(canvas.getByText(spanish ? "Valley Tax Pros guarda sus registros en Fresno." : "Valley Tax Pros keeps your records in Fresno.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: spanish ? "Sus derechos" : "Your rights" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent(/hello@valleytaxpros\.example$/);
    await expect(canvas.queryByText(/Information we collect|Información que recopilamos/)).toBeNull();
  },
};

export const OwnersPolicySpanish: Story = { ...OwnersPolicy, globals: { lang: "es" } };
