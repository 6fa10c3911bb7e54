import { useState } from "react";
import { BUSINESS } from "#server/shared/business.ts";
import type { ReviewAdmin, ReviewBody } from "#server/shared/review.schema.ts";
import { paths } from "#client/app/paths.ts";
import { useBusiness } from "#client/lib/business.ts";
import { businessToday } from "#client/lib/business-time.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { useRowChanges } from "#client/lib/use-row-changes.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useCreateReview, useHideReview, useRemoveReview, useReorderReviews, useShowReview, useUpdateReview } from "./api/use-review-mutations";
import { DeleteReviewModal } from "./DeleteReviewModal";
import { ReviewFormModal } from "./ReviewFormModal";
import { useReviewsT } from "./reviews-messages";
import { ReviewsView, type ReviewsState } from "./ReviewsView";

/** The form's subject: a review to edit, or "new" to add one; null while it is closed. */
type Editing = ReviewAdmin | "new" | null;

/** /admin/reviews (the owner's, behind RequireOffice: the `business` permission, decision 0243). */
export function AdminReviewsPage() {
  usePageMeta("/admin/reviews");
  const t = useReviewsT();
  const list = trpc.reviews.all.useQuery();
  const timeZone = useBusinessTimeZone();
  const business = useBusiness();
  const message = useTimedMessage();
  const { busy, change, move } = useRowChanges(message);
  const [editing, setEditing] = useState<Editing>(null);
  /** The server's refusal of a save, shown in the form (the page's message is behind it). */
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReviewAdmin | null>(null);

  const create = useCreateReview();
  const update = useUpdateReview();
  const reorder = useReorderReviews();
  const hide = useHideReview();
  const show = useShowReview();
  const remove = useRemoveReview();

  const reviews: ReviewsState = queryState(list, (data) => ({ reviews: data }), t("reviews.loadFailed"));

  function openForm(subject: Editing): void {
    setFormError(null);
    setEditing(subject);
  }

  async function save(body: ReviewBody): Promise<boolean> {
    message.clear();
    setFormError(null);
    try {
      const saved = editing === "new" || editing === null ? await create.mutateAsync(body) : await update.mutateAsync({ ...body, id: editing.id });
      message.showSuccess(t(editing === "new" ? "form.added" : "form.saved", { name: saved.name }));
      setEditing(null);
      return true;
    } catch (error) {
      setFormError(errorMessage(error, t("form.failed")));
      return false;
    }
  }

  return (
    <>
      <ReviewsView
        reviews={reviews}
        message={message.message}
        homeHref={paths.admin}
        section={{ shown: business.reviews_shown, settingsHref: paths.adminBusiness }}
        busy={busy}
        onAdd={() => openForm("new")}
        onEdit={openForm}
        onMove={(review, by) =>
          move(
            (list.data ?? []).map((row) => row.id),
            review.id,
            by,
            (ids) => reorder.mutateAsync({ ids }),
            t("review.orderFailed"),
          )
        }
        onHide={(review) =>
          void change(
            review.id,
            async () => t("review.hiddenDone", { name: (await hide.mutateAsync({ id: review.id })).name }),
            t("review.changeFailed"),
          )
        }
        onShow={(review) =>
          void change(
            review.id,
            async () => t("review.shownDone", { name: (await show.mutateAsync({ id: review.id })).name }),
            t("review.changeFailed"),
          )
        }
        onDelete={setDeleting}
      />
      <ReviewFormModal
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        opened={editing !== null}
        review={editing === "new" ? null : editing}
        today={businessToday(timeZone ?? BUSINESS.timeZone)}
        submitting={create.isPending || update.isPending}
        error={formError}
        onSubmit={save}
        onClose={() => openForm(null)}
      />
      <DeleteReviewModal
        review={deleting}
        submitting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const review = deleting;
          if (!review) return;
          void change(
            review.id,
            async () => {
              await remove.mutateAsync({ id: review.id });
              setDeleting(null);
              return t("review.deletedDone", { name: review.name });
            },
            t("review.deleteFailed"),
          );
        }}
      />
    </>
  );
}
