import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/**
 * Saves the office's settings (decision 0242); the page shows the answer at once, and the profile
 * every screen reads (its `reviews_shown`) and the site settings (the staff idle limit, decision
 * 0245) follow.
 */
export function useUpdateOfficeSettings(options?: MutationOptions<typeof trpc.settings.update>) {
  const utils = trpc.useUtils();
  return trpc.settings.update.useMutation(
    updateOnSuccess(options, async (saved) => {
      utils.settings.get.setData(undefined, saved);
      await Promise.all([utils.business.get.invalidate(), utils.site.settings.invalidate()]);
    }),
  );
}
