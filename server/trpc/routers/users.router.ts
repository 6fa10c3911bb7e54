import { protectedProcedure, router } from "../trpc";

export const usersRouter = router({
  me: protectedProcedure.query(({ ctx }) => ctx.user),
});
