import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { availabilityInput, availableSlots } from "../shared/appointment.schema";
import { availabilityDay, availabilityDaysInput } from "../shared/opening-hours.schema";
import type { RouteOptions } from "./route-options";

/** docs/product.md §7: free slots of a business-local date, for anyone. */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/availability",
    {
      schema: {
        summary:
          "The free appointment slots of a date (business-local), as ISO 8601 instants: anyone's, or with preparer_id one preparer's; with service, of those who offer it",
        querystring: availabilityInput,
        response: { 200: availableSlots },
      },
    },
    async (request) => services.availability.freeSlots(request.query.date, request.query.preparer_id, request.query.service),
  );

  /** How many slots each day of a span has free, for calendars that mark the days without. */
  app.get(
    "/availability/days",
    {
      schema: {
        summary: "How many slots each day from one date through another has free",
        querystring: availabilityDaysInput,
        response: { 200: z.array(availabilityDay) },
      },
    },
    async (request) => services.availability.freeSlotCounts(request.query.from, request.query.to, request.query.preparer_id, request.query.service),
  );
};
