import { inEnglish, say, type ServerMessage } from "../shared/i18n/server-messages";

/**
 * Typed domain errors. Services throw these with what to tell the caller (a ServerMessage,
 * by code: decision 0183); each transport maps them once and writes the message in the
 * request's language (REST: server/rest/error-handler.ts, tRPC: server/trpc/trpc.ts).
 */
export type DomainErrorCode =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  /** The server is saturated for a moment (too many password hashes waiting): 503 with Retry-After. */
  | "BUSY";

export class DomainError extends Error {
  constructor(
    /** The kind of refusal: the HTTP status and tRPC code follow from it. */
    readonly code: DomainErrorCode,
    /** What the caller is told, by code; `message` is its English text, for logs. */
    readonly said: ServerMessage,
    /** For RATE_LIMITED and BUSY: when trying again can succeed (REST sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(inEnglish(said));
    this.name = "DomainError";
  }
}

export const validationError = (message: ServerMessage) => new DomainError("VALIDATION", message);
export const unauthenticated = (message: ServerMessage = say.auth.signInRequired) => new DomainError("UNAUTHENTICATED", message);
export const forbidden = (message: ServerMessage = say.auth.forbidden) => new DomainError("FORBIDDEN", message);
export const notFound = (message: ServerMessage) => new DomainError("NOT_FOUND", message);
export const conflict = (message: ServerMessage) => new DomainError("CONFLICT", message);
export const rateLimited = (message: ServerMessage, retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", message, retryAfterSeconds);
export const busy = (message: ServerMessage, retryAfterSeconds: number) => new DomainError("BUSY", message, retryAfterSeconds);

/** HTTP status for each domain error code (REST transport). */
export const HTTP_STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BUSY: 503,
};
