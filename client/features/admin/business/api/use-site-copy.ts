import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Saves the site's texts (decision 0244); the profile every page reads carries them, so it is read again. */
export function useUpdateSiteCopy(options?: MutationOptions<typeof trpc.siteCopy.update>) {
  const utils = trpc.useUtils();
  return trpc.siteCopy.update.useMutation(
    updateOnSuccess(options, async () => {
      await Promise.all([utils.business.get.invalidate(), utils.siteCopy.invalidate()]);
    }),
  );
}
