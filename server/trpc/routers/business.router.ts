import { updateBusinessInput } from "../../shared/business-profile.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** The business profile (REST twins: GET and PUT /api/business). */
export const businessRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.business.get()),
  update: officeProcedure("business").input(updateBusinessInput).mutation(({ ctx, input }) => ctx.services.business.update(ctx.actor, input)),
});
