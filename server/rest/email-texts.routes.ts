import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { emailPreview, emailTextBody, emailTextKindInput, emailTextPreviewBody, emailTexts } from "../shared/email-texts.schema";
import type { RouteOptions } from "./route-options";

/** The owner's words in the appointment emails (issue 33, decision 0247), with a preview of each in the real layout. */
export const emailTextsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/email-texts",
    {
      preValidation: requireOffice("emails"),
      schema: { summary: "The owner's opening and closing of each appointment email, in English and Spanish; an email left out is the product's own", response: { 200: emailTexts } },
    },
    async () => services.emailTexts.get(),
  );

  app.put(
    "/email-texts/:kind",
    {
      preValidation: requireOffice("emails"),
      schema: {
        summary: "Save an email's opening and closing, each in both languages or null (the product's opening; no closing)",
        params: emailTextKindInput,
        body: emailTextBody,
        response: { 200: emailTexts },
      },
    },
    async (request) => services.emailTexts.update(actorOf(request), request.params.kind, request.body),
  );

  app.post(
    "/email-texts/:kind/preview",
    {
      preValidation: requireOffice("emails"),
      schema: {
        summary: "The email as a client would receive it with these words, on sample facts, in one language: its subject and HTML",
        params: emailTextKindInput,
        body: emailTextPreviewBody,
        response: { 200: emailPreview },
      },
    },
    async (request) => {
      const { locale, ...draft } = request.body;
      return services.emailTexts.preview(request.params.kind, draft, locale);
    },
  );
};
