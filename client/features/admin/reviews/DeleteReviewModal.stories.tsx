import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DeleteReviewModal } from "./DeleteReviewModal";
import { STORY_REVIEWS } from "./reviews.fixtures";

const meta = {
  title: "Admin/Reviews/DeleteReviewModal",
  component: DeleteReviewModal,
  args: { review: STORY_REVIEWS[0] ?? null, submitting: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteReviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole("dialog", { name }));

/** Deleting erases the words: asked once more, "Keep it" focused, hiding offered instead. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Delete this review?");
    await expect(modal.getByText("Delete the review by Carmen R., Fresno? Its words are erased at once and cannot be brought back.")).toBeVisible();
    await expect(modal.getByText(/hide it instead/)).toBeVisible();
    await waitFor(() => expect(modal.getByRole("button", { name: "Keep it" })).toHaveFocus());
    await userEvent.click(modal.getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepIt: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Delete this review?");
    await userEvent.click(modal.getByRole("button", { name: "Keep it" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A hidden review is already off the home page: hiding is not offered. */
export const HiddenReview: Story = {
  args: { review: STORY_REVIEWS[2] ?? null },
  play: async () => {
    const modal = await dialog("Delete this review?");
    await expect(modal.queryByText(/hide it instead/)).toBeNull();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog("Delete this review?")).getByRole("button", { name: "Delete" })).toBeDisabled();
  },
};

export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("¿Eliminar esta reseña?");
    await expect(modal.getByText(/^¿Eliminar la reseña de Carmen R., Fresno\?/)).toBeVisible();
    await expect(modal.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
    await waitFor(() => expect(modal.getByRole("button", { name: "Conservarla" })).toHaveFocus());
  },
};
