import { addPasskey, passkeyRegistrationOptions } from "../../auth/session-steps";
import {
  confirmWithPasswordAndCodeInput,
  mfaCodeInput,
  passkeyIdParams,
  passkeyRegistrationInput,
  reauthenticateInput,
  removeWithLinkInput,
} from "../../shared/mfa.schema";
import { protectedProcedure, publicProcedure, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

/** Issue 17: the twins of /api/users/mfa/*, for the signed-in user's own two-step sign-in. */
export const mfaRouter = router({
  /** Issue 29 item 1: the emailed link and the current password; no session (the owner may be locked out). */
  removeWithLink: publicProcedure
    .input(removeWithLinkInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.mfa.removeWithLink(input, { ip: ctx.req.ip }))),

  status: protectedProcedure.query(({ ctx }) => ctx.services.mfa.status(ctx.user)),

  startTotp: protectedProcedure.mutation(({ ctx }) => ctx.services.mfa.startTotp(ctx.user, ctx.sessionId)),

  reauthenticate: protectedProcedure
    .input(reauthenticateInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.mfa.reauthenticate(ctx.actor, ctx.user, ctx.sessionId, input))),

  confirmTotp: protectedProcedure
    .input(mfaCodeInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.mfa.confirmTotp(ctx.actor, ctx.user, ctx.sessionId, input.code))),

  removeTotp: protectedProcedure
    .input(confirmWithPasswordAndCodeInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.mfa.removeTotp(ctx.actor, ctx.user, input))),

  renewRecoveryCodes: protectedProcedure
    .input(confirmWithPasswordAndCodeInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.mfa.renewRecoveryCodes(ctx.actor, ctx.user, input))),

  passkeyOptions: protectedProcedure.mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.user)),

  addPasskey: protectedProcedure.input(passkeyRegistrationInput).mutation(({ ctx, input }) => addPasskey(ctx, ctx.user, input)),

  removePasskey: protectedProcedure
    .input(passkeyIdParams.extend(confirmWithPasswordAndCodeInput.shape))
    .mutation(async ({ ctx, input: { id, ...input } }) => writtenBody(ctx.req, await ctx.services.passkeys.remove(ctx.actor, ctx.user, id, input))),
});
