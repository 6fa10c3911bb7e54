import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/**
 * Every REST answer an integration test provokes is checked against the route's documented
 * response (issue 16): its status must be documented, a JSON body must match the schema
 * (fields, types, nullability) and a non-JSON body must have a documented media type.
 * Violations are collected and fail the test that caused them (vitest.setup.ts), so no test
 * can pass over an answer the OpenAPI document does not describe.
 */
const violations: string[] = [];

export function takeContractViolations(): string[] {
  return violations.splice(0);
}

type ResponseSpec = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

function documentedResponse(request: FastifyRequest, status: number): ResponseSpec | undefined {
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, ResponseSpec>;
  return responses[String(status)] ?? responses[`${String(status)[0]}xx`];
}

function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const schema = request.routeOptions.schema;
  if (!request.url.startsWith("/api/") || request.is404 || !request.routeOptions.url || schema?.hide) return null;
  const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
  if (!schema?.response) return `${where}: the route documents no responses`;
  const spec = documentedResponse(request, reply.statusCode);
  if (!spec) return `${where}: this status is not documented`;
  const mediaType = String(reply.getHeader("content-type") ?? "").split(";")[0] ?? "";
  if ("content" in spec) {
    return mediaType in spec.content ? null : `${where}: ${mediaType} is not a documented media type`;
  }
  if (mediaType !== "application/json") return `${where}: answered ${mediaType}, documented application/json`;
  if (typeof payload !== "string") return null; // a stream (compressed); its JSON was checked before compression
  const result = spec.safeParse(JSON.parse(payload));
  return result.success ? null : `${where}: ${z.prettifyError(result.error)}`;
}

export function checkResponsesAgainstContract(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const problem = check(request, reply, payload);
    if (problem) violations.push(problem);
    return payload;
  });
}
