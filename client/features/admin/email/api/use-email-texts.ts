import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Saves one email's words (decision 0247); the answer is every email's words, put straight in the cache. */
export function useUpdateEmailText(options?: MutationOptions<typeof trpc.emailTexts.update>) {
  const utils = trpc.useUtils();
  return trpc.emailTexts.update.useMutation(
    updateOnSuccess(options, (saved) => {
      utils.emailTexts.get.setData(undefined, saved);
    }),
  );
}
