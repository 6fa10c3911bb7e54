import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { ConfirmEmailView } from "./ConfirmEmailView";

const meta = {
  title: "Screens/ConfirmEmail",
  component: ConfirmEmailView,
  parameters: { layout: "fullscreen", route: "/confirm-email" },
  args: { state: { kind: "working" }, signedIn: true },
} satisfies Meta<typeof ConfirmEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Confirming your new email address…");
  },
};

export const Done: Story = {
  args: { state: { kind: "done", message: API_MESSAGES.emailChange.done, email: "maria.new@example.com" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("maria.new@example.com");
    await expect(canvas.getByRole("link", { name: "Go to Settings" })).toBeVisible();
  },
};

export const DoneSignedOut: Story = {
  args: { ...Done.args, signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Log in" })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: "failed", error: API_MESSAGES.emailChange.invalidLink } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("invalid, already used or expired");
  },
};

export const MissingToken: Story = { args: { state: { kind: "missing-token" } } };

export const Spanish: Story = {
  args: { state: { kind: "done", message: "Se cambió su dirección de correo electrónico.", email: "maria.new@example.com" } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Confirme su nuevo correo electrónico" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ir a Configuración" })).toBeVisible();
  },
};
