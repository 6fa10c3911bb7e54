import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Saves the business profile; every screen reading the profile follows at once, and the settings' sender (the profile's email). */
export function useUpdateBusiness(options?: MutationOptions<typeof trpc.business.update>) {
  const utils = trpc.useUtils();
  return trpc.business.update.useMutation(
    updateOnSuccess(options, async (saved) => {
      utils.business.get.setData(undefined, saved);
      await utils.settings.get.invalidate();
    }),
  );
}
