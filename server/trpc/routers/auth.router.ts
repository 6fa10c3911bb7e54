import { loginInput, registerInput } from "../../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../../shared/password-reset.schema";
import { publicProcedure, router } from "../trpc";

/** Sign-in and sign-out set and clear the same cookies as the REST routes. */
export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .mutation(({ ctx, input }) => ctx.services.auth.register(input, { ip: ctx.req.ip })),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.auth.login(input, {
      ip: ctx.req.ip,
      previousSessionId: ctx.sessionId,
      userAgent: ctx.req.headers["user-agent"],
    });
    ctx.cookies.set(ctx.req, ctx.res, session);
    return user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.sessionId);
    ctx.cookies.clear(ctx.req, ctx.res);
    return { ok: true as const };
  }),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.request(input, { ip: ctx.req.ip })),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.reset(input, { ip: ctx.req.ip })),
});
