import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { assertOfficeUser } from "../auth/guards";
import { DomainError, type DomainErrorCode } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import { containsMalformedText } from "../shared/well-formed-text";
import { messageFor } from "../i18n/message-language";
import type { TrpcContext } from "./context";

const TRPC_CODE_BY_DOMAIN_CODE: Record<DomainErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION: "BAD_REQUEST",
  UNAUTHENTICATED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  BUSY: "SERVICE_UNAVAILABLE",
};

/** Input validation failures read as one sentence, like the REST transport's `message`. */
function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? "Invalid input.";
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const english =
      error.cause instanceof ZodError
        ? firstZodMessage(error.cause)
        : error.code === "INTERNAL_SERVER_ERROR"
          ? "Something went wrong. Please try again."
          : shape.message;
    // In the language the browser asked for (Accept-Language), like REST's messages.
    const message = ctx ? messageFor(ctx.req, english) : english;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus } };
  },
});

/** Maps domain errors thrown by services to tRPC errors, once for every procedure. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE_BY_DOMAIN_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

/**
 * Input that is not well-formed Unicode is refused before any schema or service
 * sees it. A body that is not JSON at all is left to the input parser: procedures
 * without input must ignore it, as the client sends an empty body to them.
 */
const refuseMalformedText = t.middleware(async ({ getRawInput, next }) => {
  const rawInput: unknown = await getRawInput().catch(() => undefined);
  if (containsMalformedText(rawInput)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: API_MESSAGES.request.malformedText });
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A result's `message` (e.g. "Appointment booked and confirmed.") in the request's language. */
const translateResultMessage = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok && result.data && typeof result.data === "object" && typeof (result.data as { message?: unknown }).message === "string") {
    const data = result.data as { message: string };
    return { ...result, data: { ...data, message: messageFor(ctx.req, data.message) } };
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors).use(refuseMalformedText).use(translateResultMessage);

/** Anyone signed in; nobody gets UNAUTHORIZED with `message` (e.g. the spec's booking sentence). */
export const signedInProcedure = (message: string) =>
  publicProcedure.use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message });
    return next({ ctx: { ...ctx, user: ctx.user } });
  });

export const protectedProcedure = signedInProcedure(API_MESSAGES.auth.signInRequired);

/** Admins with two-step sign-in set up (issue 17), as REST's requireAdmin. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  assertOfficeUser(ctx.user);
  return next({ ctx });
});
