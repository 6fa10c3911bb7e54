import type { FastifyPluginAsync } from "fastify";
import { isDatabaseHealthy, type Db } from "../db";

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** Liveness: the process answers (no database); also the benchmark's ceiling route. */
  app.get("/health/live", async () => ({ status: "ok" }));

  /** Readiness: the database answers too (Docker HEALTHCHECK). */
  app.get("/health", async (_request, reply) => {
    const healthy = await isDatabaseHealthy(db);
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? "ok" : "unavailable" });
  });
};
