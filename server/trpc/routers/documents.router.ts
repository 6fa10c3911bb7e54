import { z } from "zod";
import { recordIdInput } from "../../shared/appointment.schema";
import { documentIdInput, documentRequestInput, keepDocumentInput, saveIntakeInput } from "../../shared/documents.schema";
import { intakeQuestionnaire } from "../../shared/intake.schema";
import { officeProcedure, protectedProcedure, router } from "../trpc";

/**
 * Clients' intake answers and documents (REST twins: /api/appointments/{id}/intake, .../documents,
 * /api/documents/..., decision 0254). Everything but the bytes: uploads are a multipart POST and
 * downloads follow the signed link `link` returns. Who may open an appointment's folder is the
 * service's to decide (the client, the owner, the appointment's preparer).
 */
export const documentsRouter = router({
  intake: protectedProcedure.input(recordIdInput).query(({ ctx, input }) => ctx.services.intake.view(ctx.user, input.id)),
  saveIntake: protectedProcedure
    .input(saveIntakeInput)
    .mutation(({ ctx, input }) => ctx.services.intake.save(ctx.user, ctx.actor, input.id, input.answers)),
  setReviewed: protectedProcedure
    .input(recordIdInput.extend({ reviewed: z.boolean() }))
    .mutation(({ ctx, input }) => ctx.services.intake.setReviewed(ctx.user, ctx.actor, input.id, input.reviewed)),
  folder: protectedProcedure.input(recordIdInput).query(({ ctx, input }) => ctx.services.documents.folder(ctx.user, input.id)),
  request: protectedProcedure
    .input(documentRequestInput)
    .mutation(({ ctx, input }) => ctx.services.intake.request(ctx.user, ctx.actor, input.id, input.label)),
  remove: protectedProcedure.input(documentIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.documents.remove(ctx.user, ctx.actor, input.id);
  }),
  link: protectedProcedure.input(documentIdInput).mutation(({ ctx, input }) => ctx.services.documents.link(ctx.user, ctx.sessionId, input.id)),
  expiring: protectedProcedure.query(({ ctx }) => ctx.services.documents.expiring(ctx.user)),
  keep: protectedProcedure.input(keepDocumentInput).mutation(({ ctx, input }) => ctx.services.documents.keep(ctx.user, ctx.actor, input.id, input.kept)),
  questionnaire: officeProcedure("services").input(recordIdInput).query(({ ctx, input }) => ctx.services.intake.questionnaire(input.id)),
  setQuestionnaire: officeProcedure("services")
    .input(recordIdInput.extend({ questionnaire: intakeQuestionnaire }))
    .mutation(({ ctx, input }) => ctx.services.intake.setQuestionnaire(ctx.actor, input.id, input.questionnaire)),
});
