import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOffice } from "../auth/guards";
import { schedule, scheduleInput } from "../shared/schedule.schema";
import type { RouteOptions } from "./route-options";

/** The office's week calendar: appointments, blocked periods and opening hours of up to seven days. */
export const scheduleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/schedule",
    {
      preValidation: requireOffice("schedule"),
      schema: {
        summary: "The office's calendar of up to seven days: opening hours, appointments and blocked periods",
        querystring: scheduleInput,
        response: { 200: schedule },
      },
    },
    async (request) => services.schedule.range(request.query),
  );
};
