import { updateBusinessInput } from "../../shared/business-profile.schema";
import { adminProcedure, publicProcedure, router } from "../trpc";

/** The business profile (REST twins: GET and PUT /api/business). */
export const businessRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.business.get()),
  update: adminProcedure.input(updateBusinessInput).mutation(({ ctx, input }) => ctx.services.business.update(ctx.actor, input)),
});
