import { API_MESSAGES } from "../shared/api-messages";

/**
 * Typed domain errors. Services throw these; each transport maps them once
 * (REST: server/rest/error-handler.ts, tRPC: server/trpc/trpc.ts).
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
    readonly code: DomainErrorCode,
    message: string,
    /** For RATE_LIMITED and BUSY: when trying again can succeed (REST sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const validationError = (message: string) => new DomainError("VALIDATION", message);
export const unauthenticated = (message: string = API_MESSAGES.auth.signInRequired) =>
  new DomainError("UNAUTHENTICATED", message);
export const forbidden = (message: string = API_MESSAGES.auth.forbidden) => new DomainError("FORBIDDEN", message);
export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", message, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) => new DomainError("BUSY", message, retryAfterSeconds);

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
