import { loginInput, registerInput } from "../../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../../shared/password-reset.schema";
import { publicProcedure, router } from "../trpc";
import { passkeySignInOptions, signIn, signInWithCode, signInWithPasskey, signOut } from "../../auth/session-steps";
import { writtenBody } from "../../i18n/message-language";
import { mfaCodeInput, passkeyLoginInput } from "../../shared/mfa.schema";

/** Sign-in and sign-out take the same steps as the REST routes (server/auth/session-steps.ts). */
export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.auth.register(input, { ip: ctx.req.ip }))),

  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => signIn(ctx, input)),

  /** Issue 17: the twins of /api/login/mfa and the passkey sign-in. */
  loginMfa: publicProcedure.input(mfaCodeInput).mutation(({ ctx, input }) => signInWithCode(ctx, input.code)),

  passkeyOptions: publicProcedure.mutation(({ ctx }) => passkeySignInOptions(ctx)),

  passkeyLogin: publicProcedure.input(passkeyLoginInput).mutation(({ ctx, input }) => signInWithPasskey(ctx, input.response)),

  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx)),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.passwordReset.request(input, { ip: ctx.req.ip }))),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.passwordReset.reset(input, { ip: ctx.req.ip }))),
});
