import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { ShownOnceModal } from "./ShownOnceModal";

const meta = {
  title: "Admin/ShownOnceModal",
  component: ShownOnceModal,
  parameters: viewportParameters,
  args: {
    opened: true,
    title: "Your new secret",
    warning: "Copy it now: it will not be shown again.",
    secret: { label: "Secret", value: "s3cr3t-value", copyLabel: "Copy secret" },
    onClose: fn(),
  },
} satisfies Meta<typeof ShownOnceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The secret, selected for copying as the dialog opens; "Done" closes it, a click beside it does not. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Your new secret" }));
    const secret = modal.getByRole("textbox", { name: "Secret" });
    await expect(secret).toHaveValue("s3cr3t-value");
    await expect(secret).toHaveAttribute("readonly");
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(modal.getByText("Copy it now: it will not be shown again.")).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Done" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = { args: { opened: false, secret: null } };

export const Mobile: Story = { globals: phoneGlobals };
