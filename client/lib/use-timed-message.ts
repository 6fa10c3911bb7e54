import { useCallback, useEffect, useState } from "react";
import { LIMITS } from "../../server/shared/limits";

export type TimedMessage = { kind: "success" | "error"; text: string };

/**
 * An action's success or failure message that clears itself after LIMITS.messageTimeoutMs
 * (docs/product.md §4.5). Showing a new message restarts the clock.
 */
export function useTimedMessage(timeoutMs: number = LIMITS.messageTimeoutMs) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [message, timeoutMs]);

  const showSuccess = useCallback((text: string) => setMessage({ kind: "success", text }), []);
  const showError = useCallback((text: string) => setMessage({ kind: "error", text }), []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, showSuccess, showError, clear };
}
