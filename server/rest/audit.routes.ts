import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOffice } from "../auth/guards";
import { auditEventPage, auditEventsInput } from "../shared/audit.schema";
import type { RouteOptions } from "./route-options";

/** Issue 17: the audit trail, for admins (and API keys, which act for the office). Read only: no route changes it. */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/audit-events",
    {
      preValidation: requireOffice("activity"),
      schema: {
        summary: "The audit trail, newest first, a page at a time",
        description:
          "Who did what and when, from which address, with the changed fields before and after. Filters: `action` " +
          "(one action such as `appointment.confirmed`, or a whole group such as `auth`), `actor` (part of the name: a " +
          "user's, an API key's, or the email a failed sign-in tried), `subject_type` and `subject_id` (e.g. `appointment` " +
          "and `42`), `from` and `to` (business-local days, both included). Records are never changed or deleted.",
        querystring: auditEventsInput,
        response: { 200: auditEventPage },
      },
    },
    async (request) => services.audit.list(request.query),
  );
};
