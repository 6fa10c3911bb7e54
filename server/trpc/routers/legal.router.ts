import { updateLegalPageInput } from "../../shared/legal.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** The legal pages as the owner saved them (REST twins: /api/legal..., decision 0246). */
export const legalRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.legalPages.get()),
  update: officeProcedure("business")
    .input(updateLegalPageInput)
    .mutation(({ ctx, input: { page, ...body } }) => ctx.services.legalPages.update(ctx.actor, page, body)),
});
