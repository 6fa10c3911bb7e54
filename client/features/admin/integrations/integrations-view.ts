import { WEBHOOK_EVENTS, type WebhookEvent } from "#server/shared/integrations.schema.ts";
import { isValidationError, errorMessage } from "#client/lib/error-message.ts";
import type { IntegrationsT } from "./integrations-messages";

/** One of the Integrations page's lists, as its card shows it. */
export type ListState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; items: readonly T[] };

/**
 * Why a form's last submission failed: the server refused what was typed (shown on the
 * field, `onField`), or something else went wrong (too many keys, offline: shown above the button).
 */
export type FormError = { message: string; onField: boolean };

export function formErrorOf(error: unknown, fallback: string): FormError {
  return { message: errorMessage(error, fallback), onField: isValidationError(error) };
}

const isWebhookEvent = (event: string): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event);

/** An event's name for people ("Appointment requested"); an event this page does not know keeps its code. */
export function eventLabel(t: IntegrationsT, event: string): string {
  return isWebhookEvent(event) ? t(`webhookEvent.${event}`) : event;
}

/** Secondary text (an event's code) in a shade that passes WCAG AA in both schemes, unlike Mantine's "dimmed". */
export const SECONDARY_TEXT = "light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))";
