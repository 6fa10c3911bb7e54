import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/**
 * Marks a message read as it is opened: the unread count follows, the folder does not (the
 * message stays in view, unbolded, until the folder reloads).
 */
export function useMarkMessageRead(options?: MutationOptions<typeof trpc.contact.setStatus>) {
  const utils = trpc.useUtils();
  return trpc.contact.setStatus.useMutation(refreshOnSettled(options, () => utils.contact.unreadCount.invalidate()));
}

/** Moves a message to another folder; the folders and the unread count follow. */
export function useMoveMessage(options?: MutationOptions<typeof trpc.contact.setStatus>) {
  const utils = trpc.useUtils();
  return trpc.contact.setStatus.useMutation(
    refreshOnSettled(options, () => Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()])),
  );
}
