import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** A change to the reviews changes this page and the home page's reviews (the business profile). */
function useRefreshReviews(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.reviews.invalidate(), utils.business.get.invalidate()]);
}

export function useCreateReview(options?: MutationOptions<typeof trpc.reviews.create>) {
  return trpc.reviews.create.useMutation(refreshOnSettled(options, useRefreshReviews()));
}

export function useUpdateReview(options?: MutationOptions<typeof trpc.reviews.update>) {
  return trpc.reviews.update.useMutation(refreshOnSettled(options, useRefreshReviews()));
}

export function useReorderReviews(options?: MutationOptions<typeof trpc.reviews.reorder>) {
  return trpc.reviews.reorder.useMutation(refreshOnSettled(options, useRefreshReviews()));
}

export function useHideReview(options?: MutationOptions<typeof trpc.reviews.hide>) {
  return trpc.reviews.hide.useMutation(refreshOnSettled(options, useRefreshReviews()));
}

export function useShowReview(options?: MutationOptions<typeof trpc.reviews.show>) {
  return trpc.reviews.show.useMutation(refreshOnSettled(options, useRefreshReviews()));
}

export function useRemoveReview(options?: MutationOptions<typeof trpc.reviews.remove>) {
  return trpc.reviews.remove.useMutation(refreshOnSettled(options, useRefreshReviews()));
}
