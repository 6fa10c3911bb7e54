import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { DomainError, HTTP_STATUS_BY_CODE } from "../services/errors";

/**
 * The REST transport's one error mapping: every failure answers JSON `{ message }`.
 * Domain errors keep their message, zod failures name the first problem, client
 * errors from Fastify (bad JSON, wrong content type, too large) stay 4xx, and
 * anything unexpected is logged and answered with a generic 500.
 */
export function installRestErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(HTTP_STATUS_BY_CODE[error.code]).send({ message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: error.issues[0]?.message ?? "Invalid input." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON."
          : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong. Please try again." });
  });
}
