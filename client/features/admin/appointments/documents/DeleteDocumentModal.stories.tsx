import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { DeleteDocumentModal } from "./DeleteDocumentModal";

const meta = {
  title: "Admin/Documents/DeleteDocumentModal",
  component: DeleteDocumentModal,
  args: {
    document: { id: "5b0f2a4e-8f4c-4c3e-9a51-0d6f1b2c3d4e", name: "W-2 Central Valley Growers.pdf" },
    submitting: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeleteDocumentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks first; "Keep it" is where the focus starts. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Delete this document?" }));
    await expect(dialog.getByText(/W-2 Central Valley Growers\.pdf is deleted for good/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole("button", { name: "Keep it" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = { args: { submitting: true } };

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "¿Eliminar este documento?" }));
    await expect(dialog.getByRole("button", { name: "Conservarlo" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cerrar la ventana" })).toBeInTheDocument();
  },
};
