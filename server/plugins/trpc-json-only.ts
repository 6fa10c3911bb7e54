import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../rest/error-handler";
import { say } from "../shared/i18n/server-messages";

/**
 * onRequest hook for the tRPC scope: a request body must be JSON, declared the
 * way tRPC itself matches it (`application/json...`, case-sensitive), and a POST
 * must declare it. tRPC's Fastify adapter also accepts multipart/form-data, which
 * it reads as a raw stream past Fastify's 64 KB body limit and buffers whole: one
 * anonymous request with a 300 MB body grew the process by 1.2 GB. And tRPC's own
 * refusal of other types answers text/plain. Our client sends only JSON, so
 * anything else is refused here, in tRPC's error shape, before the body is read.
 */
export async function refuseNonJsonBodies(request: FastifyRequest, reply: FastifyReply) {
  const type = request.headers["content-type"];
  if (type === undefined ? request.method !== "POST" : type.startsWith("application/json")) return;
  return sendError(request, reply, 415, say.request.jsonOnly);
}
