import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { DevicesCard } from "./DevicesCard";
import { ONLY_THIS_DEVICE, SAMPLE_DEVICES } from "./settings.fixtures";

const meta = {
  title: "Settings/DevicesCard",
  component: DevicesCard,
  args: {
    sessions: SAMPLE_DEVICES,
    loadFailed: false,
    timeZone: "America/Los_Angeles",
    onSignOut: fn(),
    onSignOutOthers: fn(),
    pending: null,
    message: null,
  },
} satisfies Meta<typeof DevicesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device first and marked; each other one has its own Sign out, named for screen readers. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This device")).toBeVisible();
    await expect(canvas.getByText("Chrome on Windows")).toBeVisible();
    await expect(canvas.getByText("Unknown browser")).toBeVisible();
    await expect(canvas.getByText(/Network 203\.0\.113\.x/)).toBeVisible();
    await expect(canvas.getByText("Last active Mon, Mar 2, 2026, 10:40 AM")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Sign out .*, last active / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Sign out Safari on iOS, last active Sat, Feb 28, 2026, 8:30 PM" }));
    await expect(args.onSignOut).toHaveBeenCalledWith("session-phone");
    await userEvent.click(canvas.getByRole("button", { name: "Sign out all other devices" }));
    await expect(args.onSignOutOthers).toHaveBeenCalled();
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: ONLY_THIS_DEVICE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No other device is signed in.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Sign out all other devices" })).toBeNull();
  },
};

export const Loading: Story = { args: { sessions: null } };

export const LoadFailed: Story = {
  args: { sessions: null, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Your devices could not be loaded.");
  },
};

export const SigningOutOne: Story = { args: { pending: "session-phone" } };

export const SignedOut: Story = {
  args: { sessions: ONLY_THIS_DEVICE, message: { kind: "success", text: API_MESSAGES.sessions.othersSignedOut(2) } },
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
    await expect(canvas.getByRole("heading", { name: "Dispositivos con sesión iniciada" })).toBeVisible();
    await expect(canvas.getByText("Este dispositivo")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cerrar sesión en todos los demás dispositivos" })).toBeVisible();
  },
};
