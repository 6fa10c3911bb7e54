import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { IdleSignOutDialog } from "./IdleSignOutDialog";

const meta = {
  title: "Dialogs/IdleSignOutDialog",
  component: IdleSignOutDialog,
  args: { opened: true, onStay: fn(), onSignOut: fn(), staying: false },
} satisfies Meta<typeof IdleSignOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before an admin's idle limit: staying renews the session, or the admin signs out now. */
export const Warning: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog", { name: "Are you still there?" });
    await expect(dialog).toHaveTextContent("You will be signed out in 1 minute for your security");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay signed in" }));
    await expect(args.onStay).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const Staying: Story = { args: { staying: true } };

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "¿Sigue ahí?" });
    await expect(within(dialog).getByRole("button", { name: "Seguir conectado" })).toBeVisible();
  },
};
