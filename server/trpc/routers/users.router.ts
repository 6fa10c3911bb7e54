import { changePasswordInput, updateProfileInput } from "../../shared/auth.schema";
import { confirmEmailChangeInput, emailChangeInput } from "../../shared/email-change.schema";
import { revokeSessionInput } from "../../shared/sessions.schema";
import { revokeOwnSession } from "../../auth/session-steps";
import { say } from "../../shared/i18n/server-messages";
import { protectedProcedure, publicProcedure, refusal, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

export const usersRouter = router({
  /**
   * The signed-in user; `null` for a visitor who sends no session cookie at all, so a signed-out
   * visitor's page load makes no failing request (issue 18). Any `sid` that does not name a live
   * session (expired, revoked, forged) is still 401, which is what makes the client refresh.
   * REST's `GET /api/users/me` stays the spec's: 401 for nobody.
   */
  me: publicProcedure.query(({ ctx }) => {
    if (ctx.user) return ctx.user;
    if (!ctx.cookies.hasAccessCookie(ctx.req)) return null;
    throw refusal("UNAUTHORIZED", say.auth.signInRequired);
  }),

  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.users.updateProfile(ctx.user.id, input)),

  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.auth.changePassword(ctx.actor, ctx.user, ctx.sessionId, input))),

  /** Issue 17: the twins of /api/users/sessions. A user only ever sees and ends their own. */
  sessions: protectedProcedure.query(({ ctx }) => ctx.services.sessions.list(ctx.user.id, ctx.sessionId)),

  revokeSession: protectedProcedure.input(revokeSessionInput).mutation(({ ctx, input }) => revokeOwnSession(ctx, ctx.user, input.id)),

  signOutOtherSessions: protectedProcedure.mutation(async ({ ctx }) => writtenBody(ctx.req, await ctx.services.sessions.signOutOthers(ctx.actor, ctx.user.id, ctx.sessionId))),

  /** Issue 17: the twins of /api/users/email-change and its confirmation (which needs no session). */
  requestEmailChange: protectedProcedure
    .input(emailChangeInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.emailChange.request(ctx.actor, ctx.user, input))),

  confirmEmailChange: publicProcedure
    .input(confirmEmailChangeInput)
    .mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.emailChange.confirm(input))),
});
