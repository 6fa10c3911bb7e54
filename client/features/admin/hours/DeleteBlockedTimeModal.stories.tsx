import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { STORY_BLOCKED_TIMES, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { DeleteBlockedTimeModal } from "./DeleteBlockedTimeModal";

const meta = {
  title: "Admin/DeleteBlockedTimeModal",
  component: DeleteBlockedTimeModal,
  args: {
    blockedTime: STORY_BLOCKED_TIMES[0] ?? null,
    timeZone: STORY_TIME_ZONE,
    submitting: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DeleteBlockedTimeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole("dialog", { name: MESSAGES.blockedTimes.deleteTitle }));
}

export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(/Mon, Mar 9, 2026, 10:00 AM – 2:00 PM \(Staff training\)/)).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepIt: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await waitFor(() => expect(modal.getByRole("button", { name: "Keep It" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Keep It" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole("button", { name: "Delete" })).toBeDisabled();
  },
};

/** In Spanish: the spec's title, the question with the period and its reason, and both buttons. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Eliminar periodo bloqueado" }));
    await expect(
      modal.getByText(/^¿Eliminar el periodo bloqueado lun, 9 de mar.* \(Staff training\)\? Esas horas podrán reservarse de nuevo\.$/),
    ).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Cerrar el diálogo" })).toBeInTheDocument();
    await waitFor(() => expect(modal.getByRole("button", { name: "Conservarlo" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Eliminar" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
