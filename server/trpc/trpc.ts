import type { Permission } from "../shared/permissions";
import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { assertOfficeUser } from "../auth/guards";
import { DomainError, type DomainErrorCode } from "../services/errors";
import { inEnglish, issueMessage, say, type ServerMessage } from "../shared/i18n/server-messages";
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

/**
 * What a procedure's refusal says, by code: a domain error's message, a schema's first problem
 * (like the REST transport's `message`), our own refusals here, and a generic mask for the rest.
 */
function messageOf(error: TRPCError): ServerMessage {
  if (error.cause instanceof ZodError) return issueMessage(error.cause.issues[0]);
  if (error.cause instanceof DomainError) return error.cause.said;
  if (error.cause instanceof RefusalMessage) return error.cause.said;
  if (error.code === "INTERNAL_SERVER_ERROR") return say.request.failed;
  return say.request.refused(error.message);
}

/** The cause of a refusal this file throws itself (not a domain error): carries what to say. */
class RefusalMessage extends Error {
  constructor(readonly said: ServerMessage) {
    super(inEnglish(said));
  }
}

/** A refusal by a procedure or middleware, with its message by code. */
export function refusal(code: TRPC_ERROR_CODE_KEY, said: ServerMessage): TRPCError {
  return new TRPCError({ code, cause: new RefusalMessage(said) });
}

/** A procedure's meta: the permission an office procedure checks (docs/permissions.md). */
export type ProcedureMeta = { permission?: Permission };

const t = initTRPC.context<TrpcContext>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error, ctx }) {
    const said = messageOf(error);
    // In the language the browser asked for (Accept-Language), like REST's messages; the code beside it (decision 0183).
    const message = ctx ? messageFor(ctx.req, said) : inEnglish(said);
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, messageCode: said.code } };
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
    throw refusal("BAD_REQUEST", say.request.malformedText);
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(mapDomainErrors).use(refuseMalformedText);

/** Anyone signed in; nobody gets UNAUTHORIZED with `message` (e.g. the spec's booking sentence). */
export const signedInProcedure = (message: ServerMessage) =>
  publicProcedure.use(({ ctx, next }) => {
    if (!ctx.user) throw refusal("UNAUTHORIZED", message);
    return next({ ctx: { ...ctx, user: ctx.user } });
  });

export const protectedProcedure = signedInProcedure(say.auth.signInRequired);

/** Staff with two-step sign-in set up (issue 17) whose role has `permission` (docs/permissions.md), as REST's requireOffice. */
export const officeProcedure = (permission: Permission) =>
  protectedProcedure.meta({ permission }).use(({ ctx, next }) => {
    assertOfficeUser(ctx.user, permission);
    return next({ ctx });
  });
