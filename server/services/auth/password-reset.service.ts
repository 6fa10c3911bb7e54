import { roleOf } from "../../shared/services";
import type { z } from "zod";
import { hashPassword } from "../../auth/password";
import { passwordPolicyProblem } from "../../auth/password-policy";
import { hashToken } from "../../auth/tokens";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { forgotPasswordInput, resetPasswordInput } from "../../shared/password-reset.schema";
import { rateLimited, validationError } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import { accountEmail, normaliseEmail, withAccountEmail } from "../users/users.service";
import type { RequestOrigin } from "./auth.service";

/**
 * "Forgot password?": a link by email, then a new password. The request does the same
 * work for every address, known or not (one outbox row; the account is looked up only at
 * delivery, server/notifications/prepare-email.ts), so neither its answer nor its timing
 * tells whether an account exists. A reset signs the account out everywhere.
 */
export function createPasswordResetService({ db, config, now, notifications, audit, business }: ServiceDeps) {
  const perAddress = createFixedWindowLimiter({ db, now }, "password-reset.address", config.rateLimits.passwordResets);
  const perAccount = createFixedWindowLimiter({ db, now }, "password-reset.email", config.rateLimits.passwordResets);

  return {
    async request(input: z.output<typeof forgotPasswordInput>, origin: RequestOrigin): Promise<{ message: ServerMessage }> {
      const email = normaliseEmail(input.email);
      const wait = await reserveAttempt([
        [perAddress, origin.ip],
        [perAccount, email],
      ]);
      if (wait > 0) throw rateLimited(say.passwordReset.tooMany, wait);
      await notifications.passwordResetRequested(db, email);
      return { message: say.passwordReset.requested };
    },

    /** Recorded as done by the account's owner (the link proved it), from `origin`'s address. */
    async reset(input: z.output<typeof resetPasswordInput>, origin: RequestOrigin): Promise<{ message: ServerMessage }> {
      const at = now();
      const token = await db.passwordResetToken.findUnique({
        where: { tokenHash: hashToken(input.token) },
        select: { id: true, userId: true, usedAt: true, expiresAt: true, purpose: true, user: { select: { role: true, fullName: true, email: true } } },
      });
      if (!token || token.usedAt || token.expiresAt.getTime() <= at.getTime()) {
        throw validationError(say.passwordReset.invalidLink);
      }
      // The link stays usable: a refused password leaves it for a better one.
      const { role, fullName } = token.user;
      const weak = await passwordPolicyProblem(input.password, {
        role: roleOf(role),
        fullName,
        // The link was emailed to this address: the account has one.
        email: accountEmail(token.user),
        business: await business.get(),
      });
      if (weak) throw validationError(weak);
      const passwordHash = await hashPassword(input.password);
      await db.$transaction(async (tx) => {
        // Claimed atomically: of two requests with one link, only one resets.
        const claimed = await tx.passwordResetToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: at } });
        if (claimed.count === 0) throw validationError(say.passwordReset.invalidLink);
        // Every other link of the account dies with this one.
        await tx.passwordResetToken.updateMany({ where: { userId: token.userId, usedAt: null }, data: { usedAt: at } });
        const user = await tx.user.update({
          where: { id: token.userId },
          // An invited member's first password makes them active staff (decision 0234).
          data: { passwordHash, ...(token.purpose === "invite" && { invitedAt: null }) },
          select: { id: true, email: true, locale: true, fullName: true },
        });
        await audit.record(tx, { userId: token.userId, apiKeyId: null, label: user.fullName, ip: origin.ip }, {
          action: "auth.password_reset",
          subject: { type: "user", id: token.userId },
        });
        await tx.session.updateMany({ where: { userId: token.userId, revokedAt: null }, data: { revokedAt: at } });
        // The owner is told, and offered to remove second factors they no longer have or never added (issue 29 item 1).
        // A new client choosing a first password through the welcome link, or invited staff through theirs, has nothing to be warned of.
        if (token.purpose === "reset") await notifications.passwordChanged(tx, withAccountEmail(user), "reset");
      });
      return { message: say.passwordReset.done };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
