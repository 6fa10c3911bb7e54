import { type MutationOptions, refreshOnSettled } from "../../../../lib/mutation-refresh";
import { trpc } from "../../../../lib/trpc";

/** Sends an email from the outbox again; the outbox follows. */
export function useResendEmail(options?: MutationOptions<typeof trpc.emails.resend>) {
  const utils = trpc.useUtils();
  return trpc.emails.resend.useMutation(refreshOnSettled(options, () => utils.emails.list.invalidate()));
}
