import type { FastifyInstance } from "fastify";

/**
 * Calls a tRPC procedure over HTTP through `inject`, as the browser's client does
 * (one call, no batching, no transformer).
 */
export async function trpcCall(
  app: FastifyInstance,
  kind: "query" | "mutation",
  path: string,
  { input, cookies = {} }: { input?: unknown; cookies?: Record<string, string> } = {},
) {
  const response =
    kind === "query"
      ? await app.inject({
          method: "GET",
          url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          cookies,
        })
      : await app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          cookies,
          headers: { "content-type": "application/json" },
          payload: input === undefined ? "" : JSON.stringify(input),
        });
  const body = response.json() as { result?: { data: unknown }; error?: { message: string; data: { code: string } } };
  return {
    response,
    status: response.statusCode,
    data: body.result?.data,
    error: body.error ? { message: body.error.message, code: body.error.data.code } : undefined,
  };
}
