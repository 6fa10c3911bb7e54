import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Saves the business profile; every screen reading the profile follows at once. */
export function useUpdateBusiness(options?: MutationOptions<typeof trpc.business.update>) {
  const utils = trpc.useUtils();
  return trpc.business.update.useMutation(updateOnSuccess(options, (saved) => utils.business.get.setData(undefined, saved)));
}
