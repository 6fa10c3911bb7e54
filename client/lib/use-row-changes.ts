import { useState } from "react";
import { errorMessage } from "./error-message";
import { movedOrder } from "./moved-order";
import type { useTimedMessage } from "./use-timed-message";

/** What a change is under way on: a row, by its id, or the list's order. */
export type ChangeKey = number | "order";

/**
 * The changes a list page makes one at a time (the staff's, the services', the reviews'): which one
 * is under way, for its row's buttons, and the page's message of how it went.
 */
export function useRowChanges(message: ReturnType<typeof useTimedMessage>) {
  const [busy, setBusy] = useState<ChangeKey | null>(null);

  /** Runs one change: `run` resolves with what to say (null says nothing) or rejects with the server's reason. */
  async function change(key: ChangeKey, run: () => Promise<string | null>, failed: string): Promise<void> {
    message.clear();
    setBusy(key);
    try {
      const done = await run();
      if (done) message.showSuccess(done);
    } catch (error) {
      message.showError(errorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  }

  /** Moves row `id` of `ids` a place up (-1) or down (1) and saves the new order; nothing past either end. */
  function move(ids: readonly number[], id: number, by: -1 | 1, save: (ids: number[]) => Promise<unknown>, failed: string): void {
    const order = movedOrder(ids, id, by);
    if (!order) return;
    void change(
      "order",
      async () => {
        await save(order);
        return null;
      },
      failed,
    );
  }

  return { busy, change, move };
}
