import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { requestLocale } from "../i18n/message-language";
import {
  holidaySuggestion,
  hoursExceptionBody,
  hoursExceptionDate,
  hoursView,
  preparerHoursBody,
  preparerHoursView,
  updateHoursInput,
} from "../shared/opening-hours.schema";
import { recordIdInput } from "../shared/appointment.schema";
import type { RouteOptions } from "./route-options";

/**
 * Opening hours: public to read, admins to change. Every change answers the hours as they
 * now are, so a caller never needs a second request to see the result.
 */
export const hoursRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/hours",
    { schema: { summary: "The opening hours: the week, coming closures and special hours, the booking horizon", response: { 200: hoursView } } },
    async () => services.hours.view(),
  );

  app.put(
    "/hours",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "Change the weekly hours, the booking horizon, or both; answers the hours as they now are",
        body: updateHoursInput,
        response: { 200: hoursView },
      },
    },
    async (request) => services.hours.update(actorOf(request), request.body),
  );

  app.get(
    "/preparers/hours",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "Each preparer's own weekly hours inside the office's (weekly null: whenever the office is open)",
        response: { 200: z.array(preparerHoursView) },
      },
    },
    async () => services.preparers.hours(),
  );

  app.put(
    "/preparers/:id/hours",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "Set a preparer's own weekly hours, or with weekly null let them work whenever the office is open",
        params: recordIdInput,
        body: preparerHoursBody,
        response: { 200: preparerHoursView },
      },
    },
    async (request) => services.preparers.setHours(actorOf(request), request.params.id, request.body.weekly),
  );

  app.get(
    "/hours/holidays",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "The coming year's US federal holidays, named in the request's language (Accept-Language), each with whether the office is closed then",
        response: { 200: z.array(holidaySuggestion) },
      },
    },
    async (request) => services.hours.holidays(requestLocale(request)),
  );

  app.put(
    "/hours/exceptions/:date",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "Close a date or give it special hours (replacing what it had); answers the hours as they now are",
        params: hoursExceptionDate,
        body: hoursExceptionBody,
        response: { 200: hoursView },
      },
    },
    async (request) => services.hours.setException(actorOf(request), { date: request.params.date, ...request.body }),
  );

  app.delete(
    "/hours/exceptions/:date",
    {
      preValidation: requireOffice("hours"),
      schema: {
        summary: "Give a date its weekly hours again; answers the hours as they now are",
        params: hoursExceptionDate,
        response: { 200: hoursView },
      },
    },
    async (request) => services.hours.removeException(actorOf(request), request.params.date),
  );
};
