import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** Sends an email from the outbox again; the outbox follows. */
export function useResendEmail(options?: MutationOptions<typeof trpc.emails.resend>) {
  const utils = trpc.useUtils();
  return trpc.emails.resend.useMutation(refreshOnSettled(options, () => utils.emails.list.invalidate()));
}
