import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ESTABLISHED_OFFICE } from "./marketing.fixtures";
import { TrustSignals } from "./TrustSignals";

const meta = {
  title: "Marketing/TrustSignals",
  component: TrustSignals,
  parameters: { ...viewportParameters },
  args: { business: ESTABLISHED_OFFICE },
} satisfies Meta<typeof TrustSignals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFacts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(4);
  },
};

/** No year given, no credentials listed, appointments only: three facts, none invented. */
export const FreshInstall: Story = {
  args: { business: PLACEHOLDER_PROFILE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.queryByText(/since/)).toBeNull();
  },
};

export const Mobile: Story = { globals: phoneGlobals };

export const AllFactsSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Por qué nos eligen nuestros clientes" })).toBeVisible();
    await expect(canvas.getByText("Portal seguro para clientes con verificación en dos pasos")).toBeVisible();
  },
};
