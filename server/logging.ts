import { createHash } from "node:crypto";
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

/**
 * Query parameters whose values are credentials: reset and email-change links (`token`), the
 * invitation's signature (`sig`). And the calendar feed's file name is its secret address.
 */
const SECRET_PARAMETERS = new Set(["token", "sig"]);
const SECRET_PATH = /^(\/api\/calendar\/)[^/?#]+/;

/**
 * Whether a URL may hold one of those secrets: the feed's path, a parameter named as one, or a
 * percent-escape that might spell one. Most URLs hold none and are logged without being taken
 * apart; this is on every request's log line.
 */
const MAY_HOLD_SECRET = /^\/api\/calendar\/|[?&](?:token|sig)(?:[=&]|$)|%/i;

/** A parameter's name as it means, or as written when it is not valid percent-encoding (then it names no secret). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A URL as it may be logged (issue 29 item 15): the calendar feed's secret file name and the
 * values of credential parameters replaced, everything else as it came.
 */
export function redactUrl(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, "$1[redacted]");
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const [name = ""] = pair.split("=", 1);
      return SECRET_PARAMETERS.has(decodedName(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** How many sessions' tags are remembered (all are dropped beyond it). */
const MOST_TAGS = 4096;
const sessionTags = new Map<string, string>();

/** A session as its log lines name it: its id hashed, remembered, since each of its requests logs it. */
function sessionTag(sessionId: string): string {
  let tag = sessionTags.get(sessionId);
  if (tag === undefined) {
    if (sessionTags.size >= MOST_TAGS) sessionTags.clear();
    tag = createHash("sha256").update(sessionId).digest("hex").slice(0, 16);
    sessionTags.set(sessionId, tag);
  }
  return tag;
}

/**
 * Who made a request, for its log line: the user's id, the session's id hashed (a session id is
 * a credential) or the API key's id. Empty for nobody.
 */
function actorOf(request: FastifyRequest): Record<string, unknown> {
  const actor: Record<string, unknown> = {};
  if (request.user) actor.userId = request.user.id;
  if (request.sessionId) actor.session = sessionTag(request.sessionId);
  if (request.apiKey) actor.apiKeyId = request.apiKey.id;
  return actor;
}

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

/**
 * A response the visitor's browser stopped reading: a closed tab, a navigation away, a photo
 * scrolled past. Node says "Premature close" (ERR_STREAM_PREMATURE_CLOSE); the end-of-stream
 * package @fastify/compress pipes through says "premature close", with no code.
 */
export function isClientAbort(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  return (value as { code?: unknown }).code === "ERR_STREAM_PREMATURE_CLOSE" || value.message.toLowerCase() === "premature close";
}

const PINO_ERROR_LEVEL = 50;

/**
 * Fastify's logger: JSON lines from pino, secrets redacted. `stream` lets tests read them.
 * An aborted download is ordinary browsing, not a fault: @fastify/compress logs it as an error
 * (`log.error(err)`), so such lines go out at `debug` (issue 30 item 9, decision 0203).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      logMethod(args, method, methodLevel) {
        const [first] = args;
        const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (methodLevel >= PINO_ERROR_LEVEL && isClientAbort(error)) {
          this.debug(...(args as Parameters<typeof this.debug>));
          return;
        }
        method.apply(this, args);
      },
    },
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
    const actor = actorOf(request);
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime, ...actor }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime, ...actor }, "request completed");
  }

  /** Fastify logs a stream the browser stopped reading at `info`; like any abort it is `debug` here. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (!isClientAbort(error)) super.streamError(error, request, reply);
    else if (!this.isLogDisabled(request)) reply.log.debug({ res: reply }, "stream closed prematurely");
  }
}
