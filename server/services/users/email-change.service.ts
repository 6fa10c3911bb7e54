import type { z } from "zod";
import { verifyPassword } from "../../auth/password";
import { hashToken } from "../../auth/tokens";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { confirmEmailChangeInput, emailChangeInput } from "../../shared/email-change.schema";
import type { PublicUser } from "../../shared/user.schema";
import { conflict, rateLimited, unauthenticated, validationError } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import { isUniqueViolation } from "../unique-violation";
import type { Actor } from "../audit/audit.service";
import { createAddressInUseNotice } from "./address-in-use";
import { accountEmail, normaliseEmail, withAccountEmail } from "./users.service";

/**
 * Changing an account's email (issue 17, decision 0125): the current password, then a link sent
 * to the new address. Nothing changes until the link is followed; its token is made at delivery
 * (server/notifications/prepare-email.ts) and stored only hashed, single use, for 24 hours, like a
 * password reset's. The old address is told once the change is made.
 */
export function createEmailChangeService(deps: ServiceDeps) {
  const { db, config, now, notifications, audit } = deps;
  // Each request sends an email to an address the requester chooses: limited per account.
  const perAccount = createFixedWindowLimiter(deps, "email-change.account", config.rateLimits.passwordResets);
  const addressInUse = createAddressInUseNotice(deps);

  return {
    /**
     * An address that already has an account is answered like a free one (issue 29 item 7): its
     * owner is told by email, and no link goes anywhere.
     */
    async request(actor: Actor, user: PublicUser, input: z.output<typeof emailChangeInput>): Promise<{ message: ServerMessage }> {
      const key = String(user.id);
      // Every request counts, a wrong current password too, and is counted before argon2 runs
      // (decision 0161): concurrent requests cannot all pass the check.
      const wait = await reserveAttempt([[perAccount, key]]);
      if (wait > 0) throw rateLimited(say.emailChange.tooMany, wait);
      const row = await db.user.findUnique({ where: { id: user.id }, select: { id: true, email: true, passwordHash: true, locale: true } });
      if (!row) throw unauthenticated();
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        // 400, not 401: the session is fine (as for a password change).
        throw validationError(say.auth.currentPasswordWrong);
      }
      const newEmail = normaliseEmail(input.newEmail);
      if (newEmail === row.email) throw validationError(say.emailChange.sameEmail);
      await db.$transaction(async (tx) => {
        // Only the latest request counts: earlier links die.
        await tx.emailChangeToken.updateMany({ where: { userId: row.id, usedAt: null }, data: { usedAt: now() } });
        await audit.record(tx, actor, { action: "auth.email_change_requested", subject: { type: "user", id: row.id } });
        if (!(await addressInUse.tellOwner(newEmail, "email_change", tx))) await notifications.emailChangeRequested(tx, row, newEmail);
      });
      return { message: say.emailChange.requested };
    },

    /** Follows the link: the account takes the new address, and the old one is told. Needs no session. */
    async confirm(input: z.output<typeof confirmEmailChangeInput>): Promise<{ message: ServerMessage; email: string }> {
      const at = now();
      const token = await db.emailChangeToken.findUnique({
        where: { tokenHash: hashToken(input.token) },
        select: { id: true, userId: true, newEmail: true, usedAt: true, expiresAt: true },
      });
      if (!token || token.usedAt || token.expiresAt.getTime() <= at.getTime()) {
        throw validationError(say.emailChange.invalidLink);
      }
      try {
        await db.$transaction(async (tx) => {
          // Claimed atomically: of two requests with one link, only one changes the address.
          const claimed = await tx.emailChangeToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: at } });
          if (claimed.count === 0) throw validationError(say.emailChange.invalidLink);
          await tx.emailChangeToken.updateMany({ where: { userId: token.userId, usedAt: null }, data: { usedAt: at } });
          const before = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { email: true, fullName: true, locale: true } });
          await tx.user.update({ where: { id: token.userId }, data: { email: token.newEmail } });
          // Only a signed-in account asks for a new address; it has an old one to tell.
          await notifications.emailChanged(tx, withAccountEmail(before), accountEmail(before), token.newEmail);
          // The link proved the new address's owner; the trail names the account, from and to.
          await audit.record(tx, { userId: token.userId, apiKeyId: null, label: before.fullName, ip: null }, {
            action: "auth.email_changed",
            subject: { type: "user", id: token.userId },
            before: { email: before.email },
            after: { email: token.newEmail },
          });
        });
      } catch (error) {
        // Someone registered the address between the request and the link: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(say.auth.emailTaken);
        throw error;
      }
      return { message: say.emailChange.done, email: token.newEmail };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
