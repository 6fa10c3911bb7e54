import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { scheduleInput } from "../shared/schedule.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** The office's week calendar: appointments, blocked periods and opening hours of up to seven days. */
export const scheduleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/schedule", { preValidation: requireAdmin }, async (request) =>
    services.schedule.range(parseInput(scheduleInput, request.query)),
  );
};
