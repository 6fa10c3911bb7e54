import { emailIdInput, emailLogInput } from "../../shared/email-log.schema";
import { officeProcedure, router } from "../trpc";

/** The admin's Email page (REST twin: server/rest/emails.routes.ts). */
export const emailsRouter = router({
  list: officeProcedure("emails").input(emailLogInput).query(({ ctx, input }) => ctx.services.emailLog.list(input)),
  resend: officeProcedure("emails").input(emailIdInput).mutation(({ ctx, input }) => ctx.services.emailLog.resend(ctx.actor, input.id)),
});
