import type { FastifyPluginAsync } from "fastify";
import { requireAdmin, requireUser, requireUserWith, signedInUser } from "../auth/guards";
import {
  adminAppointmentsInput,
  appointmentIdInput,
  appointmentNoteBody,
  appointmentSearchInput,
  bookAppointmentInput,
  bookForClientInput,
  cancelAppointmentBody,
  invitationQuery,
  rescheduleInput,
} from "../shared/appointment.schema";
import { MESSAGES } from "../shared/messages";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

const requireSignedInToBook = requireUserWith(MESSAGES.booking.loginRequired);

/** SPEC section 7: booking, the client's list, and the admin's list and actions. */
export const appointmentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post("/appointments", { preHandler: requireSignedInToBook }, async (request, reply) => {
    const input = parseInput(bookAppointmentInput, request.body);
    return reply.status(201).send(await services.appointments.book(signedInUser(request), input));
  });

  app.get("/appointments/my", { preHandler: requireUser }, async (request) =>
    services.appointments.mine(signedInUser(request)),
  );

  app.post("/appointments/for-client", { preHandler: requireAdmin }, async (request, reply) => {
    const input = parseInput(bookForClientInput, request.body);
    return reply.status(201).send(await services.appointments.bookForClient(input));
  });

  app.get("/appointments/search", { preHandler: requireAdmin }, async (request) =>
    services.appointments.search(parseInput(appointmentSearchInput, request.query)),
  );

  app.get("/appointments/all", { preHandler: requireAdmin }, async (request) =>
    services.appointments.all(parseInput(adminAppointmentsInput, request.query)),
  );

  app.put("/appointments/:id/confirm", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(appointmentIdInput, request.params);
    return services.appointments.confirm(id);
  });

  app.put("/appointments/:id/reschedule", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(appointmentIdInput, request.params);
    const { new_appointment_time } = parseInput(rescheduleInput, request.body);
    return services.appointments.reschedule(id, new_appointment_time);
  });

  app.put("/appointments/:id/note", { preHandler: requireAdmin }, async (request) => {
    const { id } = parseInput(appointmentIdInput, request.params);
    return services.appointments.setNote(id, parseInput(appointmentNoteBody, request.body).note);
  });

  /** Admins cancel any appointment at any time; a client cancels their own until the cutoff, with an optional reason. */
  app.delete("/appointments/:id", { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(appointmentIdInput, request.params);
    const user = signedInUser(request);
    if (user.role === "admin") return services.appointments.cancel(id);
    const { reason } = parseInput(cancelAppointmentBody, request.body ?? {});
    return services.appointments.cancelOwn(user, id, reason);
  });

  /** The calendar file linked from the client's emails; the signature in the link is the key. */
  app.get("/appointments/:id/invitation.ics", async (request, reply) => {
    const { id } = parseInput(appointmentIdInput, request.params);
    const { sig } = parseInput(invitationQuery, request.query);
    const calendar = await services.appointments.invitationFile(id, sig);
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="appointment-${id}.ics"`)
      .header("cache-control", "no-store")
      .send(calendar);
  });
};
