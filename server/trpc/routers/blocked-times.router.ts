import { recordIdInput } from "../../shared/appointment.schema";
import { createBlockedTimeInput } from "../../shared/blocked-time.schema";
import { adminProcedure, router } from "../trpc";

export const blockedTimesRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.blockedTimes.list()),

  create: adminProcedure
    .input(createBlockedTimeInput)
    .mutation(({ ctx, input }) => ctx.services.blockedTimes.create(ctx.actor, input)),

  delete: adminProcedure.input(recordIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.blockedTimes.delete(ctx.actor, input.id);
    return { ok: true as const };
  }),
});
