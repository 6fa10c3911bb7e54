import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import { blockedTime, createBlockedTimeInput, createdBlockedTime } from "../shared/blocked-time.schema";
import type { RouteOptions } from "./route-options";

/** docs/product.md §7: blocked periods, for admins. */
export const blockedTimesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/blocked-times",
    { preValidation: requireOffice("schedule"), schema: { summary: "Every blocked period, earliest first", response: { 200: z.array(blockedTime) } } },
    async () => services.blockedTimes.list(),
  );

  /** 201 with the created period plus `overlapping_appointments`: active appointments inside it, left as they are. */
  app.post(
    "/blocked-times",
    {
      preValidation: requireOffice("schedule"),
      schema: {
        summary: "Block a period from booking (appointments already in it are kept and counted)",
        body: createBlockedTimeInput,
        response: { 201: createdBlockedTime },
      },
    },
    async (request, reply) => {
      const { blockedTime: created, overlappingAppointments } = await services.blockedTimes.create(actorOf(request), request.body);
      return reply.status(201).send({ ...created, overlapping_appointments: overlappingAppointments });
    },
  );

  app.delete(
    "/blocked-times/:id",
    {
      preValidation: requireOffice("schedule"),
      schema: { summary: "Remove a blocked period", params: recordIdInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await services.blockedTimes.delete(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
