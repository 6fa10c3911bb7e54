import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { PublicUser } from "../../server/shared/user.schema";
import { MobileNavDrawer } from "./MobileNavDrawer";
import { phoneGlobals, viewportParameters } from "./story-viewports";

const client: PublicUser = { id: 7, full_name: "Maria Elena Lopez", email: "maria@example.com", phone: null, role: "client", locale: "en", mfa_enabled: false };
const admin: PublicUser = { id: 1, full_name: "Dana Whitfield", email: "dana@example.com", phone: null, role: "admin", locale: "en", mfa_enabled: true };

/** The phone menu on its own (the top bar loads it when the burger is first pressed). */
const meta = {
  title: "Layout/MobileNavDrawer",
  component: MobileNavDrawer,
  parameters: { layout: "fullscreen", ...viewportParameters },
  globals: phoneGlobals,
  args: {
    opened: true,
    onClose: fn(),
    id: "mobile-navigation",
    session: { status: "signed-out", user: null },
    onLogout: fn(),
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof MobileNavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async () => {
  const dialog = await screen.findByRole("dialog", { name: "Valley Tax Pros" });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const SignedOut: Story = {
  play: async () => {
    const dialog = await drawer();
    for (const name of ["Home", "Services", "About", "Contact", "Book Appointment", "Login", "Register"]) {
      await expect(screen.getByRole("link", { name })).toBeVisible();
    }
    await expect(dialog).toBeVisible();
  },
};

export const SignedInAdmin: Story = {
  args: { session: { status: "signed-in", user: admin } },
  play: async ({ args }) => {
    await drawer();
    await expect(screen.getByText("Hi, Dana!")).toBeVisible();
    await expect(screen.getByRole("link", { name: "Admin Home" })).toHaveAttribute("href", "/admin");
    await expect(screen.getByRole("link", { name: "Manage Availability" })).toHaveAttribute("href", "/admin/availability");
    await expect(screen.queryByRole("link", { name: /Messages/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SignedInClient: Story = { args: { session: { status: "signed-in", user: client } } };

export const Loading: Story = { args: { session: { status: "loading", user: null } } };

export const Spanish: Story = {
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ args }) => {
    await drawer();
    await userEvent.click(screen.getByRole("button", { name: "English" }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith("en");
  },
};
