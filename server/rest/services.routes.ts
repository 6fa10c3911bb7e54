import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import { officeService, officeServiceAdmin, serviceBody, serviceOrderInput } from "../shared/office-service.schema";
import type { RouteOptions } from "./route-options";

/**
 * The office's services (issue 32, decision 0237): public to read (the ones clients can book),
 * the owner's to change. Every change answers the service as it now is.
 */
export const servicesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/services",
    { schema: { summary: "The services clients can book, in the office's order", response: { 200: z.array(officeService) } } },
    async () => services.officeServices.active(),
  );

  app.get(
    "/services/all",
    {
      preValidation: requireOffice("services"),
      schema: {
        summary: "Every service, retired ones too, with who offers each (none listed: every preparer) and whether clients booked it",
        response: { 200: z.array(officeServiceAdmin) },
      },
    },
    async () => services.officeServices.all(),
  );

  app.post(
    "/services",
    {
      preValidation: requireOffice("services"),
      schema: { summary: "Add a service, last in the order (409 for a name another service has)", body: serviceBody, response: { 201: officeServiceAdmin } },
    },
    async (request, reply) => reply.code(201).send(await services.officeServices.create(actorOf(request), request.body)),
  );

  app.put(
    "/services/order",
    {
      preValidation: requireOffice("services"),
      schema: { summary: "Put the services in a new order: every id once, retired ones too", body: serviceOrderInput, response: { 200: z.array(officeServiceAdmin) } },
    },
    async (request) => services.officeServices.reorder(actorOf(request), request.body.ids),
  );

  app.put(
    "/services/:id",
    {
      preValidation: requireOffice("services"),
      schema: {
        summary: "Change a service; its English name only while no client has booked it (409)",
        params: recordIdInput,
        body: serviceBody,
        response: { 200: officeServiceAdmin },
      },
    },
    async (request) => services.officeServices.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/services/:id/retire",
    {
      preValidation: requireOffice("services"),
      schema: {
        summary: "Retire a service: clients can no longer book it; its appointments stay (409 for the last one clients can book)",
        params: recordIdInput,
        response: { 200: officeServiceAdmin },
      },
    },
    async (request) => services.officeServices.retire(actorOf(request), request.params.id),
  );

  app.post(
    "/services/:id/restore",
    {
      preValidation: requireOffice("services"),
      schema: { summary: "Offer a retired service again", params: recordIdInput, response: { 200: officeServiceAdmin } },
    },
    async (request) => services.officeServices.restore(actorOf(request), request.params.id),
  );
};
