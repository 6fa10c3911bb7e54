import type { FastifyPluginAsync } from "fastify";
import { requireAdmin, signedInUser } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import { createBlockedTimeInput } from "../shared/blocked-time.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: blocked periods, for admins. */
export const blockedTimesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/blocked-times", { preValidation: requireAdmin }, async () => services.blockedTimes.list());

  /** 201 with the created period plus `overlapping_appointments`: active appointments inside it, left as they are. */
  app.post("/blocked-times", { preValidation: requireAdmin }, async (request, reply) => {
    const input = parseInput(createBlockedTimeInput, request.body);
    const { blockedTime, overlappingAppointments } = await services.blockedTimes.create(input, signedInUser(request));
    return reply.status(201).send({ ...blockedTime, overlapping_appointments: overlappingAppointments });
  });

  app.delete("/blocked-times/:id", { preValidation: requireAdmin }, async (request) => {
    const { id } = parseInput(recordIdInput, request.params);
    await services.blockedTimes.delete(id);
    return { ok: true };
  });
};
