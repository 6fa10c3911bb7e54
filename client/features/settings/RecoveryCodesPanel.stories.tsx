import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SAMPLE_CODES } from "./mfa.fixtures";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";

const meta = {
  title: "Settings/RecoveryCodesPanel",
  component: RecoveryCodesPanel,
  args: { codes: SAMPLE_CODES, email: "maria@example.com", onContinue: fn() },
} satisfies Meta<typeof RecoveryCodesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes in a grid; Continue waits for the checkbox. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Recovery codes" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await expect(within(list).getByText("k7m2-p9qx-4hdw")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy codes" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download .txt" })).toBeVisible();
    const next = canvas.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I have saved my recovery codes" }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Guarde sus códigos de recuperación" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Ya guardé mis códigos de recuperación" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Continuar" })).toBeDisabled();
  },
};
