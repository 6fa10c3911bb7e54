import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { messageBody } from "../shared/api-error.schema";
import { recordIdInput } from "../shared/appointment.schema";
import { contactInput } from "../shared/contact.schema";
import { contactMessageEntry, contactMessagesInput, contactMessageStatusInput } from "../shared/contact-inbox.schema";
import type { RouteOptions } from "./route-options";
import { writtenBody } from "../i18n/message-language";

/** docs/product.md §7: the contact form, for anyone; and the admin's inbox of its messages. */
export const contactRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.post(
    "/contact",
    {
      schema: {
        summary: "Send a message to the office (the contact form)",
        body: contactInput,
        response: { 200: messageBody },
      },
    },
    async (request) => writtenBody(request, await services.contact.send(request.body, { ip: request.ip })),
  );

  app.get(
    "/contact-messages",
    {
      preValidation: requireOffice("messages"),
      schema: {
        summary: "The contact-form inbox: the messages with one status (unread unless given), newest first",
        querystring: contactMessagesInput,
        response: { 200: z.array(contactMessageEntry) },
      },
    },
    async (request) => services.contact.list(request.query.status),
  );

  app.put(
    "/contact-messages/:id",
    {
      preValidation: requireOffice("messages"),
      schema: {
        summary: "Mark a contact-form message unread, read or archived",
        params: recordIdInput,
        body: contactMessageStatusInput,
        response: { 200: contactMessageEntry },
      },
    },
    async (request) => services.contact.setStatus(actorOf(request), request.params.id, request.body.status),
  );
};
