import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { contactInput } from "../shared/contact.schema";
import { contactMessagesInput, contactMessageStatusInput } from "../shared/contact-inbox.schema";
import { recordIdInput } from "../shared/appointment.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: the contact form, for anyone; and the admin's inbox of its messages. */
export const contactRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post("/contact", async (request) => {
    const input = parseInput(contactInput, request.body);
    return services.contact.send(input, { ip: request.ip });
  });

  app.get("/contact-messages", { preValidation: requireAdmin }, async (request) => {
    const { status } = parseInput(contactMessagesInput, request.query);
    return services.contact.list(status);
  });

  app.put("/contact-messages/:id", { preValidation: requireAdmin }, async (request) => {
    const { id } = parseInput(recordIdInput, request.params);
    const { status } = parseInput(contactMessageStatusInput, request.body);
    return services.contact.setStatus(id, status);
  });
};
