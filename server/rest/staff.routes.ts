import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOfficeSession } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import { deactivatedStaff, inviteStaffInput, staffMember, staffProfileBody, staffRoleBody } from "../shared/staff.schema";
import type { RouteOptions } from "./route-options";

/**
 * The owner's staff page (issue 32, decision 0234). Sessions only, never an API key: who may sign
 * in to the office's data is the same kind of access as the keys themselves (decision 0165).
 */
export const staffRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/staff",
    { preValidation: requireOfficeSession("team"), schema: { summary: "Everyone on the staff, with their role and whether they can sign in", response: { 200: z.array(staffMember) } } },
    async () => services.staff.list(),
  );

  app.post(
    "/staff",
    {
      preValidation: requireOfficeSession("team"),
      schema: {
        summary: "Invite someone to the staff: an email with a link to choose a password (409 for an address that has an account)",
        body: inviteStaffInput,
        response: { 201: staffMember },
      },
    },
    async (request, reply) => reply.code(201).send(await services.staff.invite(actorOf(request), request.body)),
  );

  app.put(
    "/staff/:id/role",
    {
      preValidation: requireOfficeSession("team"),
      schema: {
        summary: "Give a member of the staff another role; their sessions end (409 for one's own)",
        params: recordIdInput,
        body: staffRoleBody,
        response: { 200: staffMember },
      },
    },
    async (request) => services.staff.setRole(actorOf(request), request.params.id, request.body.role),
  );

  app.put(
    "/staff/:id/profile",
    {
      preValidation: requireOfficeSession("team"),
      schema: {
        summary: "Set what clients see of a member of the staff: a photo uploaded here, credentials, languages spoken, a short bio",
        params: recordIdInput,
        body: staffProfileBody,
        response: { 200: staffMember },
      },
    },
    async (request) => services.staff.setProfile(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/staff/:id/deactivate",
    {
      preValidation: requireOfficeSession("team"),
      schema: {
        summary: "Deactivate a member of the staff: they cannot sign in, nothing is deleted; answers their open appointments to reassign",
        params: recordIdInput,
        response: { 200: deactivatedStaff },
      },
    },
    async (request) => services.staff.deactivate(actorOf(request), request.params.id),
  );

  app.post(
    "/staff/:id/reactivate",
    {
      preValidation: requireOfficeSession("team"),
      schema: { summary: "Let a deactivated member of the staff sign in again", params: recordIdInput, response: { 200: staffMember } },
    },
    async (request) => services.staff.reactivate(actorOf(request), request.params.id),
  );
};
