import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { hoursExceptionBody, hoursExceptionDate, updateHoursInput } from "../shared/opening-hours.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/**
 * Opening hours: public to read, admins to change. Every change answers the hours as they
 * now are, so a caller never needs a second request to see the result.
 */
export const hoursRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/hours", async () => services.hours.view());

  app.put("/hours", { preValidation: requireAdmin }, async (request) =>
    services.hours.update(parseInput(updateHoursInput, request.body)),
  );

  app.get("/hours/holidays", { preValidation: requireAdmin }, async () => services.hours.holidays());

  app.put("/hours/exceptions/:date", { preValidation: requireAdmin }, async (request) => {
    const { date } = parseInput(hoursExceptionDate, request.params);
    return services.hours.setException({ date, ...parseInput(hoursExceptionBody, request.body) });
  });

  app.delete("/hours/exceptions/:date", { preValidation: requireAdmin }, async (request) =>
    services.hours.removeException(parseInput(hoursExceptionDate, request.params).date),
  );
};
