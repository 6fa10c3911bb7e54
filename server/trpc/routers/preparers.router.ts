import { publicProcedure, router } from "../trpc";

/** Who takes appointments (REST: GET /api/preparers, decision 0231). */
export const preparersRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.preparers.list()),
});
