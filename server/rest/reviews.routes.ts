import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import { publicReview, reviewAdmin, reviewBody, reviewOrderInput } from "../shared/review.schema";
import type { RouteOptions } from "./route-options";

/**
 * The home page's reviews (issue 33, decision 0243): public to read (the shown ones), the owner's
 * to change. Every change but a deletion answers the review as it now is.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/reviews",
    { schema: { summary: "The reviews the home page shows, in the office's order (`sample`: written for the template, not a client's words)", response: { 200: z.array(publicReview) } } },
    async () => services.reviews.shown(),
  );

  app.get(
    "/reviews/all",
    {
      preValidation: requireOffice("business"),
      schema: { summary: "Every review, hidden ones too, with when the client's consent was recorded", response: { 200: z.array(reviewAdmin) } },
    },
    async () => services.reviews.all(),
  );

  app.post(
    "/reviews",
    {
      preValidation: requireOffice("business"),
      schema: {
        summary: "Add a review, last in the order: `client_consented` must be true (409 past 50 reviews)",
        body: reviewBody,
        response: { 201: reviewAdmin },
      },
    },
    async (request, reply) => reply.code(201).send(await services.reviews.create(actorOf(request), request.body)),
  );

  app.put(
    "/reviews/order",
    {
      preValidation: requireOffice("business"),
      schema: { summary: "Put the reviews in a new order: every id once, hidden ones too", body: reviewOrderInput, response: { 200: z.array(reviewAdmin) } },
    },
    async (request) => services.reviews.reorder(actorOf(request), request.body.ids),
  );

  app.put(
    "/reviews/:id",
    {
      preValidation: requireOffice("business"),
      schema: {
        summary: "Change a review: `client_consented` must be true; a sample saved this way is no longer a sample",
        params: recordIdInput,
        body: reviewBody,
        response: { 200: reviewAdmin },
      },
    },
    async (request) => services.reviews.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/reviews/:id/hide",
    { preValidation: requireOffice("business"), schema: { summary: "Take a review off the home page; it stays on the list", params: recordIdInput, response: { 200: reviewAdmin } } },
    async (request) => services.reviews.hide(actorOf(request), request.params.id),
  );

  app.post(
    "/reviews/:id/show",
    { preValidation: requireOffice("business"), schema: { summary: "Show a hidden review again", params: recordIdInput, response: { 200: reviewAdmin } } },
    async (request) => services.reviews.show(actorOf(request), request.params.id),
  );

  app.delete(
    "/reviews/:id",
    { preValidation: requireOffice("business"), schema: { summary: "Delete a review: its words are erased at once", params: recordIdInput, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await services.reviews.remove(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
