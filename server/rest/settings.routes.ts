import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { officeSettingsBody, officeSettingsView } from "../shared/office-settings.schema";
import type { RouteOptions } from "./route-options";

/**
 * The office's settings (issue 33, decision 0242): the owner's, and an API key's within its scope,
 * as for the opening hours. Every change answers the settings as they now apply.
 */
export const settingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/settings",
    {
      preValidation: requireOffice("settings"),
      schema: { summary: "The office's rules as they apply now, and who its emails are from", response: { 200: officeSettingsView } },
    },
    async () => services.settings.view(services.business),
  );

  app.put(
    "/settings",
    {
      preValidation: requireOffice("settings"),
      schema: { summary: "Change the office's rules: every one, each a whole number in its range", body: officeSettingsBody, response: { 200: officeSettingsView } },
    },
    async (request) => {
      await services.settings.update(actorOf(request), request.body);
      return services.settings.view(services.business);
    },
  );
};
