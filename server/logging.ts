import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";

/** Never log what would let someone take over a session or read a password. */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "body.password",
  "body.currentPassword",
  "body.newPassword",
];

type SerializedError = { type: string; message: string; stack: string; code?: unknown; cause?: SerializedError };

/**
 * Errors as they are logged. Prisma's messages quote the arguments of the failing
 * call (a password hash, a session id) before the paragraph that says what went
 * wrong, and the stack repeats the message: only that last paragraph and the stack
 * frames are kept, for the error and every cause it wraps (a TRPCError wraps one).
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const paragraphs = error.message.trim().split(/\n\s*\n/);
  return {
    type: error.name,
    message: paragraphs[paragraphs.length - 1] ?? "",
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n"),
    ...("code" in error ? { code: error.code } : {}),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/** Fastify's logger: JSON lines from pino, secrets redacted. `stream` lets tests read them. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One log line per request at `info` (issue 18): "request completed" carries what Fastify's two
 * lines did between them (method, URL, status, time, request id), at about half the cost of
 * writing a request's log. "incoming request" is at `debug`, for an operator tracing a request
 * that never finishes (`LOG_LEVEL=debug`). Every other line Fastify writes (errors, aborted
 * streams, 404s) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
