import type { FastifyPluginAsync } from "fastify";
import { availabilityInput } from "../shared/appointment.schema";
import { availabilityDaysInput } from "../shared/opening-hours.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: free slots of a business-local date, for anyone. */
export const availabilityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/availability", async (request) => {
    const { date } = parseInput(availabilityInput, request.query);
    const slots = await services.availability.freeSlots(date);
    return slots.map((slot) => slot.toISOString());
  });

  /** How many slots each day of a span has free, for calendars that mark the days without. */
  app.get("/availability/days", async (request) => {
    const { from, to } = parseInput(availabilityDaysInput, request.query);
    return services.availability.freeSlotCounts(from, to);
  });
};
