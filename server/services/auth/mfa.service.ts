import { isStaff } from "../../shared/permissions";
import type { z } from "zod";
import { verifyPassword } from "../../auth/password";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "../../auth/recovery-codes";
import { totpSecretBox } from "../../auth/secret-box";
import { hashToken } from "../../auth/tokens";
import { newTotpSecret, totpUrl, verifyTotp } from "../../auth/totp";
import type { SecurityChange } from "../../emails/email-payloads";
import type { DbOrTx } from "../../outbox/outbox.store";
import { say, type ServerMessage, type Saying } from "../../shared/i18n/server-messages";
import type {
  confirmWithPasswordAndCodeInput,
  MfaMethod,
  MfaStatus,
  ReauthenticateInput,
  Reauthenticated,
  RecoveryCodes,
  RemoveWithLinkInput,
  TotpSetup,
} from "../../shared/mfa.schema";
import type { PublicUser } from "../../shared/user.schema";
import type { Actor } from "../audit/audit.service";
import { conflict, rateLimited, unauthenticated, validationError } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import { RECENT_AUTH_FOR_FACTORS_MS, type SessionsService } from "./sessions.service";
import { withAccountEmail } from "../users/users.service";

type PasswordAndCode = z.output<typeof confirmWithPasswordAndCodeInput>;
/** Who is proving a second factor, and from where (for the limits and the trail). */
export type CodeAttempt = { userId: number; ip: string };

/**
 * Two-step sign-in (issue 17, decision 0126): the authenticator app (TOTP) and the recovery
 * codes; passkeys are in passkeys.service.ts and share `secondFactorAdded/Removed` from here.
 *
 * - A code is accepted for its 30-second step or the one either side, and never again: the
 *   step is claimed atomically (`totp_last_step`), so two requests with one code cannot both win.
 * - Wrong codes are limited like wrong passwords: per account and address, and per account
 *   from every address, then 429 until the window ends.
 * - Recovery codes are single use, claimed atomically, and the owner is emailed on each use.
 * - Every change is in the audit trail and emails the account, in the change's transaction.
 * - The link a password change or reset emails removes every factor, with the account's current
 *   password (issue 29 item 1, decision 0177).
 */
export function createMfaService(deps: ServiceDeps, sessions: SessionsService) {
  const { db, config, now, audit, notifications, business } = deps;
  const box = totpSecretBox(config.cookieSecret);
  const failedCodes = createFixedWindowLimiter(deps, "code.address-and-account", config.rateLimits.loginFailures);
  const failedCodesPerAccount = createFixedWindowLimiter(deps, "code.account", config.rateLimits.loginFailuresPerAccount);

  async function account(userId: number) {
    const row = await db.user.findUnique({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        fullName: true,
        role: true,
        locale: true,
        passwordHash: true,
        totpSecret: true,
        totpEnabledAt: true,
        mfaEnabled: true,
        _count: { select: { passkeys: true } },
      },
    });
    if (!row) throw unauthenticated();
    // Two-step sign-in is only ever set for an account that signs in, which has an address.
    return withAccountEmail(row);
  }
  type Account = Awaited<ReturnType<typeof account>>;

  const limitsOf = (attempt: CodeAttempt) =>
    [
      [failedCodes, `${attempt.ip}|${attempt.userId}`],
      [failedCodesPerAccount, String(attempt.userId)],
    ] as const;

  /** Counts the attempt as a failure before any check runs (decision 0161), or refuses it past a limit. */
  async function reserve(attempt: CodeAttempt): Promise<void> {
    const wait = await reserveAttempt(limitsOf(attempt));
    if (wait > 0) throw rateLimited(say.auth.tooManyFailedLogins, wait);
  }

  /** A reserved attempt that succeeded: it was not a failure after all. */
  async function forgive(attempt: CodeAttempt): Promise<void> {
    for (const [limiter, key] of limitsOf(attempt)) await limiter.release(key);
  }

  async function recordFailure(attempt: CodeAttempt, actor: Actor): Promise<void> {
    await audit.record(db, actor, { action: "auth.mfa_failed", subject: { type: "user", id: attempt.userId } });
  }

  /** Claims a TOTP step for the account: false when the code is wrong or its step was used already. */
  async function claimTotp(row: Pick<Account, "id" | "totpSecret" | "totpEnabledAt">, code: string): Promise<boolean> {
    const secret = row.totpEnabledAt && row.totpSecret ? box.open(row.totpSecret) : null;
    const step = secret ? verifyTotp(secret, code, now()) : null;
    if (step === null) return false;
    const claimed = await db.$executeRaw`
      UPDATE users SET totp_last_step = ${step}
      WHERE id = ${row.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`;
    return claimed === 1;
  }

  /** Uses up one recovery code, telling the owner by email in the same transaction. */
  async function claimRecoveryCode(row: Account, code: string, actor: Actor): Promise<boolean> {
    return db.$transaction(async (tx) => {
      const used = await tx.recoveryCode.updateMany({
        where: { userId: row.id, codeHash: hashRecoveryCode(code), usedAt: null },
        data: { usedAt: now() },
      });
      if (used.count === 0) return false;
      const left = await tx.recoveryCode.count({ where: { userId: row.id, usedAt: null } });
      await audit.record(tx, actor, { action: "auth.recovery_code_used", subject: { type: "user", id: row.id }, details: { left } });
      await notifications.securityChanged(tx, row, "recovery_code_used");
      return true;
    });
  }

  /**
   * Checks a code (the app's, or a recovery code) for an account with two-step sign-in on,
   * within the limits; the method that matched, or a refusal with `failure`.
   */
  async function proveCode(row: Account, code: string, attempt: CodeAttempt, actor: Actor, failure: () => Error): Promise<MfaMethod> {
    let method: MfaMethod | null = null;
    if (looksLikeRecoveryCode(code)) {
      if (await claimRecoveryCode(row, code, actor)) method = "recovery_code";
    } else if (await claimTotp(row, code)) {
      method = "totp";
    }
    if (method) {
      await forgive(attempt);
      return method;
    }
    await recordFailure(attempt, actor);
    throw failure();
  }

  /** Replaces the account's recovery codes with ten new ones, returned once in plain text. */
  async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now() })) });
    return codes;
  }

  /**
   * What removing a factor asks (issue 17): the password and a current code (the app's or a
   * recovery code). Wrong answers are 400 (the session is fine) and count towards the limits.
   */
  async function confirmIdentity(actor: Actor, user: PublicUser, input: PasswordAndCode): Promise<Account> {
    const row = await account(user.id);
    if (!row.mfaEnabled) throw validationError(say.mfa.notEnabled);
    const attempt = { userId: user.id, ip: actor.ip ?? "" };
    // One attempt covers the password and the code together.
    await reserve(attempt);
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      await recordFailure(attempt, actor);
      throw validationError(say.auth.currentPasswordWrong);
    }
    await proveCode(row, input.code, attempt, actor, () => validationError(say.mfa.codeWrong));
    return row;
  }

  return {
    /** The methods a sign-in can finish with, for `{ mfa_required: true, methods }`. */
    async methodsOf(userId: number): Promise<MfaMethod[]> {
      const row = await account(userId);
      return [...(row.totpEnabledAt ? (["totp"] as const) : []), ...(row._count.passkeys > 0 ? (["passkey"] as const) : []), "recovery_code"];
    },

    async status(user: PublicUser): Promise<MfaStatus> {
      const [row, codesLeft, passkeys] = await Promise.all([
        account(user.id),
        db.recoveryCode.count({ where: { userId: user.id, usedAt: null } }),
        db.passkey.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
      ]);
      return {
        enabled: row.mfaEnabled,
        required: isStaff(row.role),
        totp: row.totpEnabledAt !== null,
        recovery_codes_left: row.mfaEnabled ? codesLeft : 0,
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          created_at: passkey.createdAt.toISOString(),
          last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
          backed_up: passkey.backedUp,
        })),
      };
    },

    /**
     * "Confirm it's you" (issue 29 item 1, decision 0176): the password, and a current code when
     * the account has two-step sign-in on, mark this device's session as recently authenticated.
     * Wrong answers are 400 and count towards the same limits as a wrong sign-in code.
     */
    async reauthenticate(actor: Actor, user: PublicUser, sessionId: string | null, input: ReauthenticateInput): Promise<Saying<Reauthenticated>> {
      if (!sessionId) throw unauthenticated();
      const row = await account(user.id);
      if (row.mfaEnabled && !input.code) throw validationError(say.mfa.codeRequired);
      const attempt = { userId: user.id, ip: actor.ip ?? "" };
      // One attempt covers the password and the code together, reserved before argon2 runs.
      await reserve(attempt);
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        await recordFailure(attempt, actor);
        throw validationError(say.auth.currentPasswordWrong);
      }
      if (row.mfaEnabled) await proveCode(row, input.code ?? "", attempt, actor, () => validationError(say.mfa.codeWrong));
      else await forgive(attempt);
      const at = await db.$transaction(async (tx) => {
        await audit.record(tx, actor, { action: "auth.reauthenticated", subject: { type: "user", id: user.id } });
        return sessions.markAuthenticated(sessionId, tx);
      });
      return { message: say.mfa.reauthenticated, authenticated_at: at.toISOString() };
    },

    /**
     * Starts setting up an app: a new secret, kept (encrypted) until the first code proves the
     * app has it. Starting again replaces a secret that was never confirmed. Only a device that
     * confirmed who it is in the last 5 minutes may: the secret is what an attacker would want.
     */
    async startTotp(user: PublicUser, sessionId: string | null): Promise<TotpSetup> {
      await sessions.assertRecentlyAuthenticated(sessionId, RECENT_AUTH_FOR_FACTORS_MS);
      const row = await account(user.id);
      if (row.totpEnabledAt) throw conflict(say.mfa.totpAlreadyOn);
      const secret = newTotpSecret();
      await db.user.update({ where: { id: user.id }, data: { totpSecret: box.seal(secret), totpLastStep: null } });
      const url = totpUrl(secret, (await business.get()).name, row.email);
      // The QR library (about 10 MB resident) loads with the first set-up, not at start.
      const { default: QRCode } = await import("qrcode");
      const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
      return { secret, otpauth_url: url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /**
     * The first code from the app turns it on. When it is the account's first second factor,
     * ten recovery codes are made (returned once) and the account's other sessions, which
     * were opened with the password alone, are signed out.
     */
    async confirmTotp(actor: Actor, user: PublicUser, currentSessionId: string | null, code: string): Promise<Saying<RecoveryCodes>> {
      const row = await account(user.id);
      if (row.totpEnabledAt) throw conflict(say.mfa.totpAlreadyOn);
      const secret = row.totpSecret ? box.open(row.totpSecret) : null;
      if (!secret) throw validationError(say.mfa.noSetupStarted);
      const attempt = { userId: user.id, ip: actor.ip ?? "" };
      await reserve(attempt);
      const step = verifyTotp(secret, code, now());
      if (step === null) {
        await recordFailure(attempt, actor);
        throw validationError(say.mfa.codeWrong);
      }
      await forgive(attempt);
      const firstFactor = !row.mfaEnabled;
      const codes = await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { totpEnabledAt: now(), totpLastStep: step } });
        await audit.record(tx, actor, { action: "auth.mfa_enabled", subject: { type: "user", id: user.id }, details: { method: "totp" } });
        await notifications.securityChanged(tx, row, "totp_added");
        return firstFactor ? replaceRecoveryCodes(tx, user.id) : [];
      });
      if (firstFactor) await sessions.revokeOthers(user.id, currentSessionId);
      return { message: say.mfa.totpOn, recovery_codes: codes };
    },

    /** Turns the app off: the password and a current code. An office account keeps one second factor. */
    async removeTotp(actor: Actor, user: PublicUser, input: PasswordAndCode): Promise<{ message: ServerMessage }> {
      // Refused before the code is checked, so a recovery code is not spent on a refusal.
      const before = await account(user.id);
      if (!before.totpEnabledAt) throw validationError(say.mfa.notEnabled);
      if (isStaff(before.role) && before._count.passkeys === 0) throw validationError(say.mfa.officeKeepsOne);
      const row = await confirmIdentity(actor, user, input);
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } });
        if (row._count.passkeys === 0) await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
        await audit.record(tx, actor, { action: "auth.mfa_removed", subject: { type: "user", id: user.id }, details: { method: "totp" } });
        await notifications.securityChanged(tx, row, "totp_removed");
      });
      return { message: say.mfa.totpRemoved };
    },

    /** Ten new recovery codes (the old ones stop working): the password and a current code. */
    async renewRecoveryCodes(actor: Actor, user: PublicUser, input: PasswordAndCode): Promise<Saying<RecoveryCodes>> {
      await confirmIdentity(actor, user, input);
      const codes = await db.$transaction(async (tx) => {
        await audit.record(tx, actor, { action: "auth.recovery_codes_renewed", subject: { type: "user", id: user.id } });
        return replaceRecoveryCodes(tx, user.id);
      });
      return { message: say.mfa.recoveryCodesRenewed, recovery_codes: codes };
    },

    confirmIdentity,

    /**
     * Removes every second factor with the link a password change or reset emailed (issue 29
     * item 1, decision 0177), and the account's current password: the link alone, from a mailbox
     * read later, is not enough. No session is needed (the owner may be locked out); the attempt
     * counts towards the sign-in limits before argon2 runs. Everything goes in one transaction:
     * the link is claimed, the app, passkeys and recovery codes go, every session ends, and the
     * trail and the owner's email record it. An admin sets two-step sign-in up again at the
     * next sign-in, as every admin without it does.
     */
    async removeWithLink(input: RemoveWithLinkInput, origin: { ip: string }): Promise<{ message: ServerMessage }> {
      const at = now();
      const token = await db.factorRemovalToken.findUnique({
        where: { tokenHash: hashToken(input.token) },
        select: { id: true, userId: true, usedAt: true, expiresAt: true },
      });
      if (!token || token.usedAt || token.expiresAt.getTime() <= at.getTime()) throw validationError(say.mfa.removalLinkInvalid);
      const row = await account(token.userId);
      // Removed meanwhile on Settings: the link is left as it is, with nothing to remove.
      if (!row.mfaEnabled) throw validationError(say.mfa.notEnabled);
      const actor: Actor = { userId: row.id, apiKeyId: null, label: row.fullName, ip: origin.ip };
      const attempt = { userId: row.id, ip: origin.ip };
      await reserve(attempt);
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        // A wrong password leaves the link for the right one.
        await recordFailure(attempt, actor);
        throw validationError(say.auth.currentPasswordWrong);
      }
      await forgive(attempt);
      await db.$transaction(async (tx) => {
        // Claimed atomically: of two requests with one link, only one removes.
        const claimed = await tx.factorRemovalToken.updateMany({
          where: { id: token.id, usedAt: null, expiresAt: { gt: at } },
          data: { usedAt: at },
        });
        if (claimed.count === 0) throw validationError(say.mfa.removalLinkInvalid);
        // The account's other removal links have nothing left to remove.
        await tx.factorRemovalToken.updateMany({ where: { userId: row.id, usedAt: null }, data: { usedAt: at } });
        const passkeys = await tx.passkey.deleteMany({ where: { userId: row.id } });
        const codes = await tx.recoveryCode.deleteMany({ where: { userId: row.id, usedAt: null } });
        await tx.recoveryCode.deleteMany({ where: { userId: row.id } });
        // users.mfa_enabled follows by the database's triggers (decision 0126).
        await tx.user.update({ where: { id: row.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } });
        await tx.session.updateMany({ where: { userId: row.id, revokedAt: null }, data: { revokedAt: at } });
        await audit.record(tx, actor, {
          action: "auth.mfa_removed_by_link",
          subject: { type: "user", id: row.id },
          details: { app: row.totpEnabledAt !== null, credentials: passkeys.count, recovery_codes: codes.count },
        });
        await notifications.securityChanged(tx, row, "two_step_removed");
      });
      return { message: say.mfa.removedWithLink };
    },

    /** What an account has set up, for the rule that an office account keeps one second factor. */
    async factors(userId: number): Promise<{ role: string; totp: boolean; passkeys: number }> {
      const row = await account(userId);
      return { role: row.role, totp: row.totpEnabledAt !== null, passkeys: row._count.passkeys };
    },

    /** The second step of a sign-in: 401 for a wrong code, like a wrong password. */
    async verifySignInCode(userId: number, code: string, ip: string): Promise<MfaMethod> {
      const row = await account(userId);
      const actor: Actor = { userId: row.id, apiKeyId: null, label: row.fullName, ip };
      await reserve({ userId, ip });
      return proveCode(row, code, { userId, ip }, actor, () => unauthenticated(say.mfa.codeWrong));
    },

    /** Records a passkey added or removed (passkeys.service.ts), with its email, in the change's transaction. */
    async secondFactorChanged(tx: DbOrTx, actor: Actor, row: Pick<Account, "id" | "email" | "fullName" | "locale">, change: SecurityChange): Promise<void> {
      const action = change === "passkey_added" ? "auth.mfa_enabled" : "auth.mfa_removed";
      await audit.record(tx, actor, { action, subject: { type: "user", id: row.id }, details: { method: "passkey" } });
      await notifications.securityChanged(tx, row, change);
    },

    /** The first second factor of an account also brings its recovery codes. */
    replaceRecoveryCodes,
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
