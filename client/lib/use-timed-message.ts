import { useCallback, useEffect, useState } from "react";
import type { MessageCode } from "../../server/shared/i18n/server-messages";
import { LIMITS } from "../../server/shared/limits";

/** `code`: the server's code of an error it sent, for a form that acts on a particular refusal (decision 0183). */
export type TimedMessage = { kind: "success" | "error"; text: string; code?: MessageCode };

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
  const showError = useCallback((text: string, code?: MessageCode) => setMessage({ kind: "error", text, code }), []);
  const clear = useCallback(() => setMessage(null), []);

  return { message, showSuccess, showError, clear };
}
