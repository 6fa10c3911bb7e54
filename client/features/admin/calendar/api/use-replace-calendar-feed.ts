import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Replaces the calendar feed's secret address; the card shows the new one at once. */
export function useReplaceCalendarFeed(options?: MutationOptions<typeof trpc.calendarFeed.rotate>) {
  const utils = trpc.useUtils();
  return trpc.calendarFeed.rotate.useMutation(updateOnSuccess(options, (address) => utils.calendarFeed.address.setData(undefined, address)));
}
