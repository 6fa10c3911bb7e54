import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOffice } from "../auth/guards";
import { appointmentCounts } from "../shared/reports.schema";
import type { RouteOptions } from "./route-options";

/** The owner's counts (issue 32, decision 0229). */
export const reportsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/reports/appointments",
    {
      preValidation: requireOffice("reports"),
      schema: {
        summary: "How many appointments of each status start this week (Monday to Sunday) and this season (the calendar year)",
        response: { 200: appointmentCounts },
      },
    },
    async () => services.reports.appointmentCounts(),
  );
};
