import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { legalPageBody, legalPageInput, legalPages } from "../shared/legal.schema";
import type { RouteOptions } from "./route-options";

/** The privacy policy and the terms as the owner saved them (issue 33, decision 0246): public to read, the owner's to change. */
export const legalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/legal",
    {
      schema: {
        summary: "The privacy policy and the terms as the owner saved them, in English and Spanish with the day saved; null for a page that still shows the template",
        response: { 200: legalPages },
      },
    },
    async () => services.legalPages.get(),
  );

  app.put(
    "/legal/:page",
    {
      preValidation: requireOffice("business"),
      schema: {
        summary: "Save a legal page in both languages: paragraphs, `## ` headings and `- ` list items; {business}, {address}, {locality}, {email} and {phone} are filled in. Dated today",
        params: legalPageInput,
        body: legalPageBody,
        response: { 200: legalPages },
      },
    },
    async (request) => services.legalPages.update(actorOf(request), request.params.page, request.body),
  );
};
