import { requestLocale } from "../../i18n/message-language";
import {
  adminAppointmentsInput,
  appointmentIdInput,
  appointmentNoteInput,
  appointmentOutcomeInput,
  appointmentExportInput,
  appointmentSearchInput,
  bookAppointmentInput,
  bookForClientInput,
  cancelAppointmentInput,
  reassignInput,
  rescheduleInput,
} from "../../shared/appointment.schema";
import { say } from "../../shared/i18n/server-messages";
import { officeProcedure, protectedProcedure, router, signedInProcedure } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

const rescheduleAppointmentInput = appointmentIdInput.extend(rescheduleInput.shape);

export const appointmentsRouter = router({
  book: signedInProcedure(say.spec.booking.loginRequired)
    .input(bookAppointmentInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.appointments.book(ctx.user, input))),

  mine: protectedProcedure.query(({ ctx }) => ctx.services.appointments.mine(ctx.user)),

  /** An admin books, confirmed, for an existing or new client (REST: POST /api/appointments/for-client). */
  bookForClient: officeProcedure("appointments")
    .input(bookForClientInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.appointments.bookForClient(ctx.actor, input))),

  /** Every appointment that matches, newest first, a page at a time (REST: GET /api/appointments/search). */
  search: officeProcedure("appointments").input(appointmentSearchInput).query(({ ctx, input }) => ctx.services.appointments.search(input)),

  all: officeProcedure("appointments").input(adminAppointmentsInput).query(({ ctx, input }) => ctx.services.appointments.all(input)),

  confirm: officeProcedure("appointments")
    .input(appointmentIdInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.confirm(ctx.actor, input.id)),

  reschedule: officeProcedure("appointments")
    .input(rescheduleAppointmentInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.reschedule(ctx.actor, input.id, input.new_appointment_time)),

  /** The search's appointments as a CSV file, for the browser to save (REST: GET /api/appointments/export.csv). */
  exportCsv: officeProcedure("appointments")
    .input(appointmentExportInput)
    .query(({ ctx, input }) => ctx.services.appointments.exportCsv(input, requestLocale(ctx.req))),

  /** One appointment's own record in the audit trail (REST: GET /api/appointments/{id}/history). */
  history: officeProcedure("appointments")
    .input(appointmentIdInput)
    .query(({ ctx, input }) => ctx.services.audit.appointmentHistory(input.id)),

  /** The office's private note (REST: PUT /api/appointments/{id}/note). */
  setNote: officeProcedure("appointments")
    .input(appointmentNoteInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.setNote(ctx.actor, input.id, input.note)),

  /** Completed or no-show, once it has started (REST: PUT /api/appointments/{id}/outcome). */
  recordOutcome: officeProcedure("appointments")
    .input(appointmentOutcomeInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.recordOutcome(ctx.actor, input.id, input.outcome)),

  /** A preparer's own appointments (REST: GET /api/appointments/assigned). */
  assignedToMe: officeProcedure("own_appointments").query(({ ctx }) => ctx.services.appointments.assignedTo(ctx.user.id)),

  /** A preparer confirms one of their own (REST: PUT /api/appointments/assigned/{id}/confirm, decision 0236). */
  confirmAssigned: officeProcedure("own_appointments")
    .input(appointmentIdInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.confirm(ctx.actor, input.id, { preparerId: ctx.user.id })),

  /** A preparer's private note on one of their own (REST: PUT /api/appointments/assigned/{id}/note). */
  noteAssigned: officeProcedure("own_appointments")
    .input(appointmentNoteInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.setNote(ctx.actor, input.id, input.note, { preparerId: ctx.user.id })),

  /** A preparer's completed or no-show on one of their own (REST: PUT /api/appointments/assigned/{id}/outcome). */
  recordOutcomeAssigned: officeProcedure("own_appointments")
    .input(appointmentOutcomeInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.recordOutcome(ctx.actor, input.id, input.outcome, { preparerId: ctx.user.id })),

  /** To another preparer, free at its time (REST: PUT /api/appointments/{id}/preparer). */
  reassign: officeProcedure("appointments")
    .input(reassignInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.reassign(ctx.actor, input.id, input.preparer_id)),

  /** A client moves their own appointment, until the cutoff (REST: PUT /api/appointments/{id}/reschedule as the client). */
  rescheduleMine: protectedProcedure
    .input(rescheduleAppointmentInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.rescheduleOwn(ctx.actor, ctx.user, input.id, input.new_appointment_time)),

  /** A client cancels their own appointment (REST: DELETE /api/appointments/{id} as the client). */
  cancelMine: protectedProcedure
    .input(cancelAppointmentInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.cancelOwn(ctx.actor, ctx.user, input.id, input.reason)),

  cancel: officeProcedure("appointments")
    .input(appointmentIdInput)
    .mutation(({ ctx, input }) => ctx.services.appointments.cancel(ctx.actor, input.id)),
});
