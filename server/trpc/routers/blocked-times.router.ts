import { recordIdInput } from "../../shared/appointment.schema";
import { createBlockedTimeInput } from "../../shared/blocked-time.schema";
import { officeProcedure, router } from "../trpc";

export const blockedTimesRouter = router({
  list: officeProcedure("schedule").query(({ ctx }) => ctx.services.blockedTimes.list()),

  create: officeProcedure("schedule")
    .input(createBlockedTimeInput)
    .mutation(({ ctx, input }) => ctx.services.blockedTimes.create(ctx.actor, input)),

  delete: officeProcedure("schedule").input(recordIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.blockedTimes.delete(ctx.actor, input.id);
    return { ok: true as const };
  }),
});
