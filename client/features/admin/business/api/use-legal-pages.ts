import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Saves a legal page (decision 0246); the section shows the answer, both pages as they now are, at once. */
export function useUpdateLegalPage(options?: MutationOptions<typeof trpc.legal.update>) {
  const utils = trpc.useUtils();
  return trpc.legal.update.useMutation(
    updateOnSuccess(options, (pages) => {
      utils.legal.get.setData(undefined, pages);
    }),
  );
}
