import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** A block changes which slots are free, wherever they are shown. */
function useRefreshBlockedTimes(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.blockedTimes.list.invalidate(), utils.availability.invalidate()]);
}

/** Blocks a time period; the list and the free slots follow. */
export function useCreateBlockedTime(options?: MutationOptions<typeof trpc.blockedTimes.create>) {
  return trpc.blockedTimes.create.useMutation(refreshOnSettled(options, useRefreshBlockedTimes()));
}

/** Deletes a blocked period; the list and the free slots follow. */
export function useDeleteBlockedTime(options?: MutationOptions<typeof trpc.blockedTimes.delete>) {
  return trpc.blockedTimes.delete.useMutation(refreshOnSettled(options, useRefreshBlockedTimes()));
}
