import { previewEmailTextInput, updateEmailTextInput } from "../../shared/email-texts.schema";
import { officeProcedure, router } from "../trpc";

/** The owner's words in the appointment emails (REST twins: /api/email-texts..., decision 0247). */
export const emailTextsRouter = router({
  get: officeProcedure("emails").query(({ ctx }) => ctx.services.emailTexts.get()),
  update: officeProcedure("emails")
    .input(updateEmailTextInput)
    .mutation(({ ctx, input: { kind, ...body } }) => ctx.services.emailTexts.update(ctx.actor, kind, body)),
  // A query: it changes nothing, and the page asks again as the draft changes.
  preview: officeProcedure("emails")
    .input(previewEmailTextInput)
    .query(({ ctx, input: { kind, locale, ...draft } }) => ctx.services.emailTexts.preview(kind, draft, locale)),
});
