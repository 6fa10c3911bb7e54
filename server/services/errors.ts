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
  | "RATE_LIMITED";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const validationError = (message: string) => new DomainError("VALIDATION", message);
export const unauthenticated = (message = "Please log in to continue.") =>
  new DomainError("UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new DomainError("FORBIDDEN", message);
export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const rateLimited = (message: string) => new DomainError("RATE_LIMITED", message);

/** HTTP status for each domain error code (REST transport). */
export const HTTP_STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};
