import { auditEventPage } from "../shared/audit.schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { actsForOffice, requireOffice, requireOfficeSession, requireUser, requireUserOrApiKey, requireUserWith, signedInUser } from "../auth/guards";
import {
  adminAppointment,
  adminAppointmentsInput,
  appointmentIdInput,
  appointmentNoteBody,
  appointmentOutcomeBody,
  preparersList,
  reassignBody,
  appointmentExportInput,
  appointmentSearchInput,
  appointmentSearchResult,
  bookAppointmentInput,
  bookedAppointment,
  bookedForClient,
  bookForClientInput,
  cancelAppointmentBody,
  clientAppointment,
  invitationQuery,
  myAppointment,
  rescheduleInput,
} from "../shared/appointment.schema";
import { say } from "../shared/i18n/server-messages";
import type { RouteOptions } from "./route-options";
import { requestLocale, writtenBody } from "../i18n/message-language";

const requireSignedInToBook = requireUserWith(say.spec.booking.loginRequired);

/** docs/product.md §7: booking, the client's list, and the admin's list and actions. */
export const appointmentsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  /**
   * The admin window and a client's list come back as the same array until something they depend
   * on changes (read-queries.ts, client-list.ts), so each answer's JSON is written once: 500 rows
   * cost more to serialize than to send. It is kept as UTF-8 bytes, not as a string: the
   * compression of the answer (@fastify/compress) would otherwise turn the string into a new
   * buffer of a few hundred KB on every request, which left the process about 25 MB larger after a
   * few hundred admin lists (decision 0258). Fastify sends a Buffer as it is, unserialized; the
   * schema still documents it.
   */
  const keptBodies = new WeakMap<object, Buffer>();
  const keptJson = (reply: FastifyReply, answer: object, serialize: (answer: object) => string) => {
    let body = keptBodies.get(answer);
    if (body === undefined) {
      body = Buffer.from(serialize(answer));
      keptBodies.set(answer, body);
    }
    return reply.type("application/json; charset=utf-8").send(body as never);
  };

  app.post(
    "/appointments",
    {
      preValidation: requireSignedInToBook,
      schema: { summary: "Request an appointment (as the signed-in client)", body: bookAppointmentInput, response: { 201: bookedAppointment } },
    },
    async (request, reply) => reply.status(201).send(writtenBody(request, await services.appointments.book(signedInUser(request), request.body))),
  );

  app.get(
    "/appointments/my",
    { preValidation: requireUser, schema: { summary: "The signed-in client's appointments", response: { 200: z.array(clientAppointment) } } },
    async (request, reply) => {
      const list = await services.appointments.mine(signedInUser(request));
      // Written by the route's own serializer, which writes only the documented fields, as text (schema-compilers.ts).
      return keptJson(reply, list, (answer) => reply.serialize(answer) as string);
    },
  );

  app.post(
    "/appointments/for-client",
    {
      preValidation: requireOffice("appointments"),
      schema: {
        summary: "Book for a client (existing or new); created confirmed",
        body: bookForClientInput,
        response: { 201: bookedForClient },
      },
    },
    async (request, reply) => reply.status(201).send(writtenBody(request, await services.appointments.bookForClient(actorOf(request), request.body))),
  );

  app.get(
    "/appointments/search",
    {
      preValidation: requireOffice("appointments"),
      schema: { summary: "Search every appointment, a page at a time", querystring: appointmentSearchInput, response: { 200: appointmentSearchResult } },
    },
    async (request) => services.appointments.search(request.query),
  );

  app.get(
    "/appointments/export.csv",
    {
      preValidation: requireOffice("appointments"),
      schema: {
        summary: "The appointments the search's filters find, newest first, as a CSV file (at most 10,000 rows)",
        description:
          "Columns: date, time (the business's time zone), client, email, phone, service, status, requested on; headers and " +
          "statuses in the request's language (Accept-Language). Cells that a spreadsheet would run as a formula start with `'`. " +
          "The office's private notes are not in it.",
        querystring: appointmentExportInput,
        response: { 200: { description: "The CSV file (UTF-8 with a byte order mark).", content: { "text/csv": { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await services.appointments.exportCsv(request.query, requestLocale(request));
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${filename}"`).send(csv);
    },
  );

  app.get(
    "/appointments/:id/history",
    {
      preValidation: requireOffice("appointments"),
      schema: {
        summary: "One appointment's own record in the audit trail, newest first (its latest 50 entries)",
        params: appointmentIdInput,
        response: { 200: auditEventPage },
      },
    },
    async (request) => services.audit.appointmentHistory(request.params.id),
  );

  app.get(
    "/appointments/all",
    {
      preValidation: requireOffice("appointments"),
      schema: { summary: "Appointments from a day on (the admin list)", querystring: adminAppointmentsInput, response: { 200: z.array(adminAppointment) } },
    },
    async (request, reply) => {
      // The rows are already the API's DTO (read-queries.test.ts holds them to toAdminAppointmentDto).
      return keptJson(reply, await services.appointments.all(request.query), (rows) => JSON.stringify(rows));
    },
  );

  app.put(
    "/appointments/:id/confirm",
    { preValidation: requireOffice("appointments"), schema: { summary: "Confirm a pending appointment", params: appointmentIdInput, response: { 200: adminAppointment } } },
    async (request) => services.appointments.confirm(actorOf(request), request.params.id),
  );

  /** Admins move any open appointment; a client moves their own until the cutoff (issue 32), as DELETE cancels. */
  app.put(
    "/appointments/:id/reschedule",
    {
      preValidation: requireUserOrApiKey,
      schema: {
        summary:
          "Move an appointment to another free slot (staff with the appointments permission, and API keys: any open one; clients: their own, until the cutoff)",
        params: appointmentIdInput,
        body: rescheduleInput,
        response: { 200: z.union([adminAppointment, myAppointment]) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const time = request.body.new_appointment_time;
      if (actsForOffice(request, "appointments")) return services.appointments.reschedule(actorOf(request), id, time);
      return services.appointments.rescheduleOwn(actorOf(request), signedInUser(request), id, time);
    },
  );

  app.put(
    "/appointments/:id/note",
    {
      preValidation: requireOffice("appointments"),
      schema: { summary: "Set the office's private note", params: appointmentIdInput, body: appointmentNoteBody, response: { 200: adminAppointment } },
    },
    async (request) => services.appointments.setNote(actorOf(request), request.params.id, request.body.note),
  );

  app.put(
    "/appointments/:id/outcome",
    {
      preValidation: requireOffice("appointments"),
      schema: {
        summary: "Mark a confirmed appointment completed or no-show, once it has started (or correct which)",
        params: appointmentIdInput,
        body: appointmentOutcomeBody,
        response: { 200: adminAppointment },
      },
    },
    async (request) => services.appointments.recordOutcome(actorOf(request), request.params.id, request.body.outcome),
  );

  app.put(
    "/appointments/:id/preparer",
    {
      preValidation: requireOffice("appointments"),
      schema: {
        summary: "Give a pending or confirmed appointment to another preparer, who must be free at its time",
        params: appointmentIdInput,
        body: reassignBody,
        response: { 200: adminAppointment },
      },
    },
    async (request) => services.appointments.reassign(actorOf(request), request.params.id, request.body.preparer_id),
  );

  app.get(
    "/appointments/assigned",
    {
      preValidation: requireOfficeSession("own_appointments"),
      schema: {
        summary: "A preparer's own appointments, from 30 days ago on (the signed-in preparer's; nobody else's)",
        response: { 200: z.array(adminAppointment) },
      },
    },
    async (request) => services.appointments.assignedTo(signedInUser(request).id),
  );

  /** A preparer confirms one of their own pending appointments (decision 0236); another's is a 404. */
  app.put(
    "/appointments/assigned/:id/confirm",
    {
      preValidation: requireOfficeSession("own_appointments"),
      schema: { summary: "Confirm one of the signed-in preparer's own pending appointments", params: appointmentIdInput, response: { 200: adminAppointment } },
    },
    async (request) => services.appointments.confirm(actorOf(request), request.params.id, { preparerId: signedInUser(request).id }),
  );

  /** A preparer records what became of one of their own confirmed appointments once it has started (decision 0236); another's is a 404. */
  app.put(
    "/appointments/assigned/:id/outcome",
    {
      preValidation: requireOfficeSession("own_appointments"),
      schema: {
        summary: "Mark one of the signed-in preparer's own confirmed appointments completed or no-show, once it has started",
        params: appointmentIdInput,
        body: appointmentOutcomeBody,
        response: { 200: adminAppointment },
      },
    },
    async (request) =>
      services.appointments.recordOutcome(actorOf(request), request.params.id, request.body.outcome, { preparerId: signedInUser(request).id }),
  );

  /** A preparer's private note on one of their own appointments, which the office sees too (decision 0236). */
  app.put(
    "/appointments/assigned/:id/note",
    {
      preValidation: requireOfficeSession("own_appointments"),
      schema: {
        summary: "Set the office's private note on one of the signed-in preparer's own appointments",
        params: appointmentIdInput,
        body: appointmentNoteBody,
        response: { 200: adminAppointment },
      },
    },
    async (request) => services.appointments.setNote(actorOf(request), request.params.id, request.body.note, { preparerId: signedInUser(request).id }),
  );

  /** Who takes appointments: the booking page offers them beside "First available" when there are two or more. */
  app.get(
    "/preparers",
    { schema: { summary: "The preparers who take appointments (none in an office with one calendar)", response: { 200: preparersList } } },
    async () => services.preparers.list(),
  );

  /** Admins cancel any appointment at any time; a client cancels their own until the cutoff, with an optional reason. */
  app.delete(
    "/appointments/:id",
    {
      preValidation: requireUserOrApiKey,
      schema: {
        summary: "Cancel an appointment (staff with the appointments permission, and API keys: any; clients: their own, until the cutoff)",
        params: appointmentIdInput,
        body: cancelAppointmentBody,
        response: { 200: z.union([adminAppointment, myAppointment]) },
      },
    },
    async (request) => {
      if (actsForOffice(request, "appointments")) return services.appointments.cancel(actorOf(request), request.params.id);
      return services.appointments.cancelOwn(actorOf(request), signedInUser(request), request.params.id, request.body.reason);
    },
  );

  /** The calendar file linked from the client's emails: the signature in the link is the key, until the appointment is over (0180). */
  app.get(
    "/appointments/:id/invitation.ics",
    {
      schema: {
        summary:
          "An appointment's calendar file (the signed link in the client's emails), until the appointment is over; a CANCEL once cancelled",
        params: appointmentIdInput,
        querystring: invitationQuery,
        response: { 200: { description: "An iCalendar file.", content: { "text/calendar": { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const calendar = await services.appointments.invitationFile(request.params.id, request.query.sig);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="appointment-${request.params.id}.ics"`)
        .header("cache-control", "no-store")
        .send(calendar);
    },
  );
};
