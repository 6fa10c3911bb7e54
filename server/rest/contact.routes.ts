import type { FastifyPluginAsync } from "fastify";
import { contactInput } from "../shared/contact.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: the contact form, for anyone. */
export const contactRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post("/contact", async (request) => {
    const input = parseInput(contactInput, request.body);
    return services.contact.send(input, { ip: request.ip });
  });
};
