import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { inEnglish, say, type ServerMessage } from "../../server/shared/i18n/server-messages";
import { API_MESSAGES_ES } from "../../server/shared/i18n/server-messages-es";
import { errorMessage, isConflictError, isReauthenticationRequired, isValidationError, messageCodeOf } from "./error-message";

/** An error as the tRPC client builds it from a server answer. */
function serverError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus } } });
}

describe("errorMessage", () => {
  it("shows the message the server sent", () => {
    const error = serverError("New password cannot be the same as the current one.", "BAD_REQUEST", 400);
    expect(errorMessage(error, "Failed to change password.")).toBe(
      "New password cannot be the same as the current one.",
    );
  });

  it("falls back when the request never reached the server", () => {
    const error = TRPCClientError.from(new TypeError("Failed to fetch"));
    expect(errorMessage(error, "Failed to update profile.")).toBe("Failed to update profile.");
  });

  it("falls back for anything that is not a tRPC error", () => {
    expect(errorMessage(new Error("boom"), "Failed to add blocked time.")).toBe("Failed to add blocked time.");
    expect(errorMessage(undefined, "Failed to add blocked time.")).toBe("Failed to add blocked time.");
  });

  it("prefers the screen's fallback to the server's generic 5xx mask", () => {
    const error = serverError("Something went wrong. Please try again.", "INTERNAL_SERVER_ERROR", 500);
    expect(errorMessage(error, "Failed to cancel appointment.")).toBe("Failed to cancel appointment.");
  });

  it("falls back when the server's message is blank", () => {
    expect(errorMessage(serverError("  ", "BAD_REQUEST", 400), "Failed to confirm appointment.")).toBe(
      "Failed to confirm appointment.",
    );
  });
});

describe("isConflictError", () => {
  it("recognises a 409 from the server", () => {
    expect(isConflictError(serverError("That time is no longer available.", "CONFLICT", 409))).toBe(true);
  });

  it("does not take other failures for a conflict", () => {
    expect(isConflictError(serverError("Bad input.", "BAD_REQUEST", 400))).toBe(false);
    expect(isConflictError(new Error("CONFLICT"))).toBe(false);
  });
});

describe("isValidationError", () => {
  it("recognises a 400 from the server", () => {
    expect(isValidationError(serverError("The address must be an https:// address.", "BAD_REQUEST", 400))).toBe(true);
  });

  it("does not take other failures for a refused field", () => {
    expect(isValidationError(serverError("There are too many webhooks.", "CONFLICT", 409))).toBe(false);
    expect(isValidationError(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(false);
    expect(isValidationError(new Error("BAD_REQUEST"))).toBe(false);
  });
});

describe("errorMessage when the server is briefly saturated", () => {
  it("shows the 503's own sentence, which says to try again", () => {
    const error = serverError(API_MESSAGES.request.busy, "SERVICE_UNAVAILABLE", 503);
    expect(errorMessage(error, "Failed to sign in.")).toBe(API_MESSAGES.request.busy);
  });
});

/** A refusal as the server's tRPC error formatter writes it: the text in some language, the message's code in `data`. */
function refusal(said: ServerMessage, code: string, httpStatus: number, text = inEnglish(said)) {
  return TRPCClientError.from({ error: { message: text, code: -32600, data: { code, httpStatus, messageCode: said.code } } });
}

describe("isReauthenticationRequired", () => {
  it("knows the server's 403 that asks to confirm it's you by its code, in any language, and nothing else", () => {
    const reauthenticate = say.mfa.reauthenticationRequired;
    expect(isReauthenticationRequired(refusal(reauthenticate, "FORBIDDEN", 403))).toBe(true);
    expect(isReauthenticationRequired(refusal(reauthenticate, "FORBIDDEN", 403, API_MESSAGES_ES.mfa.reauthenticationRequired))).toBe(true);
    expect(isReauthenticationRequired(refusal(say.auth.forbidden, "FORBIDDEN", 403))).toBe(false);
    expect(isReauthenticationRequired(refusal(reauthenticate, "BAD_REQUEST", 400))).toBe(false);
    // The wording alone is not enough: only the code says what the refusal is.
    expect(isReauthenticationRequired(serverError(API_MESSAGES.mfa.reauthenticationRequired, "FORBIDDEN", 403))).toBe(false);
    expect(isReauthenticationRequired(new Error(API_MESSAGES.mfa.reauthenticationRequired))).toBe(false);
  });

  it("reads the code of any refusal", () => {
    expect(messageCodeOf(refusal(say.booking.slotUnavailable, "CONFLICT", 409))).toBe("booking.slotUnavailable");
    expect(messageCodeOf(new Error("boom"))).toBeUndefined();
  });
});
