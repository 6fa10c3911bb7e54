import { loginInput, registerInput } from "../../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../../shared/password-reset.schema";
import { publicProcedure, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";
import { signInOrigin } from "../../auth/actor";
import { webauthnSite } from "../../auth/webauthn-site";
import { mfaCodeInput, passkeyLoginInput } from "../../shared/mfa.schema";

/** Sign-in and sign-out set and clear the same cookies as the REST routes. */
export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.auth.register(input, { ip: ctx.req.ip }))),

  login: publicProcedure
    .input(loginInput)
    .mutation(async ({ ctx, input }) => ctx.cookies.answerSignIn(ctx.req, ctx.res, await ctx.services.auth.login(input, signInOrigin(ctx.req, ctx.cookies)))),

  /** Issue 17: the twins of /api/login/mfa and the passkey sign-in. */
  loginMfa: publicProcedure.input(mfaCodeInput).mutation(async ({ ctx, input }) => {
    const outcome = await ctx.services.auth.loginWithCode(ctx.cookies.readMfaChallenge(ctx.req), input.code, signInOrigin(ctx.req, ctx.cookies));
    ctx.cookies.answerSignIn(ctx.req, ctx.res, outcome);
    return outcome.user;
  }),

  passkeyOptions: publicProcedure.mutation(async ({ ctx }) => {
    const { options, pending } = await ctx.services.auth.passkeyOptions(ctx.cookies.readMfaChallenge(ctx.req), webauthnSite(ctx.req));
    ctx.cookies.setWebauthnChallenge(ctx.req, ctx.res, "login", pending);
    return options;
  }),

  passkeyLogin: publicProcedure.input(passkeyLoginInput).mutation(async ({ ctx, input }) => {
    const outcome = await ctx.services.auth.loginWithPasskey(
      ctx.cookies.readMfaChallenge(ctx.req),
      input.response,
      ctx.cookies.readWebauthnChallenge(ctx.req, "login"),
      webauthnSite(ctx.req),
      signInOrigin(ctx.req, ctx.cookies),
    );
    ctx.cookies.answerSignIn(ctx.req, ctx.res, outcome);
    return outcome.user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.actor, ctx.sessionId);
    ctx.cookies.clear(ctx.req, ctx.res);
    return { ok: true as const };
  }),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.passwordReset.request(input, { ip: ctx.req.ip }))),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.passwordReset.reset(input, { ip: ctx.req.ip }))),
});
