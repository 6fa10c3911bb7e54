import { requestLocale } from "../../i18n/message-language";
import { hoursExceptionDate, hoursExceptionInput, preparerHoursInput, updateHoursInput } from "../../shared/opening-hours.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** Opening hours (REST twins: /api/hours, /api/hours/holidays, /api/hours/exceptions/{date}, /api/preparers/hours). */
export const hoursRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.hours.view()),
  update: officeProcedure("hours").input(updateHoursInput).mutation(({ ctx, input }) => ctx.services.hours.update(ctx.actor, input)),
  // Named in the request's language (Accept-Language), like REST's.
  holidays: officeProcedure("hours").query(({ ctx }) => ctx.services.hours.holidays(requestLocale(ctx.req))),
  setException: officeProcedure("hours")
    .input(hoursExceptionInput)
    .mutation(({ ctx, input }) => ctx.services.hours.setException(ctx.actor, input)),
  // Each preparer's own (decision 0233).
  preparers: officeProcedure("hours").query(({ ctx }) => ctx.services.preparers.hours()),
  setPreparer: officeProcedure("hours")
    .input(preparerHoursInput)
    .mutation(({ ctx, input }) => ctx.services.preparers.setHours(ctx.actor, input.id, input.weekly)),
  removeException: officeProcedure("hours")
    .input(hoursExceptionDate)
    .mutation(({ ctx, input }) => ctx.services.hours.removeException(ctx.actor, input.date)),
});
