import { siteCopyBody } from "../../shared/site-copy.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** The owner's words on the public pages (REST twins: /api/site-copy, decision 0244). */
export const siteCopyRouter = router({
  get: publicProcedure.query(({ ctx }) => ctx.services.siteCopy.get()),
  update: officeProcedure("business").input(siteCopyBody).mutation(({ ctx, input }) => ctx.services.siteCopy.update(ctx.actor, input)),
});
