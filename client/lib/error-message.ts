import { isTRPCClientError } from "@trpc/client";
import type { MessageCode } from "../../server/shared/i18n/server-messages";

/** What the server's tRPC error formatter puts beside every message: the tRPC code, the status and the message's own code. */
type ErrorData = { code?: string; httpStatus?: number; messageCode?: MessageCode };

function errorData(error: unknown): ErrorData | undefined {
  return isTRPCClientError(error) ? (error.data as ErrorData | undefined) : undefined;
}

/**
 * docs/product.md §8: show the server's message when it sent one, else the screen's
 * fallback. Only an answer the server formatted (it carries `data`) has a message meant
 * for people; a network failure's text ("Failed to fetch") is not. A 5xx message is the
 * server's generic mask, so the screen's own fallback says more; except 503, which the server
 * sends on purpose when it is briefly saturated ("please try again in a moment").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const data = errorData(error);
  if (!data || !isTRPCClientError(error)) return fallback;
  if (data.httpStatus !== undefined && data.httpStatus >= 500 && data.httpStatus !== 503) return fallback;
  return error.message.trim() || fallback;
}

/** What the server's refusal said, by code (decision 0183): for acting on a particular refusal, never its wording. */
export function messageCodeOf(error: unknown): MessageCode | undefined {
  return errorData(error)?.messageCode;
}

/** The request lost a race: e.g. the slot was booked by someone else meanwhile (409). */
export function isConflictError(error: unknown): boolean {
  const data = errorData(error);
  return data?.code === "CONFLICT" || data?.httpStatus === 409;
}

/** The server refused what was typed (400): its message belongs beside the field, not above the form. */
export function isValidationError(error: unknown): boolean {
  const data = errorData(error);
  return data?.code === "BAD_REQUEST" || data?.httpStatus === 400;
}

/**
 * The server wants "confirm it's you" first (403, decision 0176): a change to how one signs in,
 * or to who may reach the office's data, on a device that has not proved who it is lately.
 */
export function isReauthenticationRequired(error: unknown): boolean {
  const data = errorData(error);
  if (data?.code !== "FORBIDDEN" && data?.httpStatus !== 403) return false;
  return data.messageCode === "mfa.reauthenticationRequired";
}
