import type { FastifyPluginAsync } from "fastify";
import { availabilityInput } from "../shared/appointment.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: free slots of a business-local date, for anyone. */
export const availabilityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/availability", async (request) => {
    const { date } = parseInput(availabilityInput, request.query);
    const slots = await services.availability.freeSlots(date);
    return slots.map((slot) => slot.toISOString());
  });
};
