import { changePasswordInput, updateProfileInput } from "../../shared/auth.schema";
import { protectedProcedure, router } from "../trpc";

export const usersRouter = router({
  me: protectedProcedure.query(({ ctx }) => ctx.user),

  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.users.updateProfile(ctx.user.id, input)),

  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.changePassword(ctx.actor, ctx.user, ctx.sessionId, input)),
});
