import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseHealthy, type Db } from "../db";

const healthy = z.object({ status: z.literal("ok") });
const unhealthy = z.object({ status: z.literal("unavailable") });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** Liveness: the process answers (no database); also the benchmark's ceiling route. */
  app.get(
    "/health/live",
    { schema: { summary: "Liveness: the server process answers (the database is not asked)", response: { 200: healthy } } },
    async () => ({ status: "ok" as const }),
  );

  /** Readiness: the database answers too (Docker HEALTHCHECK). */
  app.get(
    "/health",
    {
      schema: {
        summary: "Readiness: the server and its database answer (503 when the database does not)",
        response: { 200: healthy, 503: unhealthy.describe("The database does not answer.") },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseHealthy(db)) return reply.status(200).send({ status: "ok" });
      return reply.status(503).send({ status: "unavailable" });
    },
  );
};
