import { recordIdInput } from "../../shared/appointment.schema";
import { reviewBody, reviewOrderInput, updateReviewInput } from "../../shared/review.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** The home page's reviews (REST twins: /api/reviews..., decision 0243). */
export const reviewsRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.reviews.shown()),
  all: officeProcedure("business").query(({ ctx }) => ctx.services.reviews.all()),
  create: officeProcedure("business").input(reviewBody).mutation(({ ctx, input }) => ctx.services.reviews.create(ctx.actor, input)),
  update: officeProcedure("business")
    .input(updateReviewInput)
    .mutation(({ ctx, input: { id, ...input } }) => ctx.services.reviews.update(ctx.actor, id, input)),
  reorder: officeProcedure("business").input(reviewOrderInput).mutation(({ ctx, input }) => ctx.services.reviews.reorder(ctx.actor, input.ids)),
  hide: officeProcedure("business").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.reviews.hide(ctx.actor, input.id)),
  show: officeProcedure("business").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.reviews.show(ctx.actor, input.id)),
  remove: officeProcedure("business").input(recordIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.reviews.remove(ctx.actor, input.id);
  }),
});
