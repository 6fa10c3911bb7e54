import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { DomainError, HTTP_STATUS_BY_CODE } from "../services/errors";
import { inEnglish, issueMessage, say, type ServerMessage } from "../shared/i18n/server-messages";
import { messageFor } from "../i18n/message-language";

/** tRPC's names for the statuses Fastify can answer before tRPC itself runs. */
const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

/**
 * The body of a failure: `{ message, code }` on the REST API (the text, and the message's
 * stable code: decision 0183), and tRPC's own error envelope under /trpc, with the code in
 * its `data` as the tRPC error formatter writes it, so the tRPC client reads the message of
 * a refusal that happened before tRPC ran (cross-site check, body too large, wrong content type).
 */
export function errorBody(url: string, status: number, text: string, said: ServerMessage) {
  if (!url.startsWith("/trpc")) return { message: text, code: said.code };
  const code = TRPC_CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
  return { error: { message: text, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status, messageCode: said.code } } };
}

/** Answers a failure with `said` in the request's language, in the shape of the request's transport. */
export const sendError = (request: FastifyRequest, reply: FastifyReply, status: number, said: ServerMessage) =>
  reply.status(status).send(errorBody(request.url, status, messageFor(request, said), said));

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot even decode (bad
 * percent-encoding) or a path parameter past its length limit, which Fastify
 * would otherwise answer in its own shape before any error handler runs.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  return sendError(request, reply, tooLong ? 414 : 400, tooLong ? say.request.addressTooLong : say.request.addressInvalid);
}

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser rejects before
 * any route runs (request line and headers past 16 KB, malformed HTTP, too slow).
 * Answered in the same shapes as every other failure, then the connection is
 * closed, as Node itself does.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, said] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, say.request.headersTooLong]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, say.request.tooSlow]
        : [400, say.request.notHttp];
  const packet: unknown = error.rawPacket;
  const requestLine = Buffer.isBuffer(packet) ? packet.toString("latin1", 0, 256) : "";
  // No request was parsed, so no language was asked for: English.
  const body = JSON.stringify(errorBody(/^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? "", status, inEnglish(said), said));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The one mapping of failures to answers: every failure is JSON with a message and its code.
 * Domain errors keep their message, zod failures name the first problem, client
 * errors from Fastify (bad JSON, wrong content type, too large) stay 4xx, and
 * anything unexpected is logged and answered with a generic 500.
 */
export function installRestErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return sendError(request, reply, HTTP_STATUS_BY_CODE[error.code], error.said);
    }
    if (error instanceof ZodError) {
      return sendError(request, reply, 400, issueMessage(error.issues[0]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const said =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? say.request.invalidJson
          : say.request.refused(error.message);
      return sendError(request, reply, status, said);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(request, reply, 500, say.request.failed);
  });
}
