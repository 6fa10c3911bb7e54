import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TermsPage } from "./TermsPage";

const meta = {
  title: "Screens/Terms",
  component: TermsPage,
  parameters: { layout: "fullscreen", route: "/terms" },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    // The owner is reminded on /admin/business; visitors see no template banner.
    await expect(canvas.queryByText("Template under legal review")).toBeNull();
    // The courts follow the office's own town (issue 33): no county is written in the texts.
    await expect(await canvas.findByText(/courts for the county where our office in Fresno, California, is located/)).toBeVisible();
  },
};

/** The terms in Spanish, with the business's details filled in. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Términos del servicio" })).toBeVisible();
    await expect(await canvas.findByText("Última actualización: 1 de noviembre de 2026")).toBeVisible();
    await expect(canvas.getByText(/^Estos términos rigen el uso que usted hace del sitio web de Valley Tax Pros/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Limitación de responsabilidad" })).toBeVisible();
    await expect(canvas.getByText(/^Valley Tax Pros, 2150 W Shaw Ave, Suite 104, Fresno, CA 93711\. Escríbanos a/)).toBeVisible();
  },
};
