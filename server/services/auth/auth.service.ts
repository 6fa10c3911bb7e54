import { roleOf } from "../../shared/services";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { deviceFacts } from "../../auth/device";
import { hashPassword, verifyPassword } from "../../auth/password";
import { passwordPolicyProblem } from "../../auth/password-policy";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { changePasswordInput, loginInput, registerInput } from "../../shared/auth.schema";
import type { PublicUser } from "../../shared/user.schema";
import { rateLimited, unauthenticated, validationError } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import { createSpentChallenges } from "../rate-limit/spent-challenges";
import type { ServiceDeps } from "../deps";
import { isUniqueViolation } from "../unique-violation";
import { createAddressInUseNotice } from "../users/address-in-use";
import { accountEmail, normaliseEmail, toPublicUser, withAccountEmail } from "../users/users.service";
import type { IssuedSession, SessionsService } from "./sessions.service";
import type { Actor } from "../audit/audit.service";
import { MFA_CHALLENGE_MS, type MfaChallenge, type PendingChallenge, type TrustedDevice } from "../../auth/session-cookie-values";
import type { MfaMethod, MfaRequired } from "../../shared/mfa.schema";
import type { MfaService } from "./mfa.service";
import type { PasskeysService, WebauthnSite } from "./passkeys.service";

/** Who is asking, as far as abuse limits care. */
export type RequestOrigin = { ip: string };
/** Signing in also records the device, for the list on /settings; `trustedDevice` is its device cookie, if any. */
export type SignInOrigin = RequestOrigin & { previousSessionId: string | null; userAgent?: string; trustedDevice?: TrustedDevice | null };

type RegisterData = z.output<typeof registerInput>;
type LoginData = z.output<typeof loginInput>;
type ChangePasswordData = z.output<typeof changePasswordInput>;

/** A sign-in that is done (a session), or one that waits for its second step (issue 17). */
export type SignInOutcome =
  | { user: PublicUser; session: IssuedSession }
  | { mfaRequired: MfaRequired; challenge: MfaChallenge };

/** Accounts and credentials: registration, sign-in, sign-out and password changes. */
export function createAuthService(deps: ServiceDeps, sessions: SessionsService, mfa: MfaService, passkeys: PasskeysService) {
  const { db, config, now, audit, notifications } = deps;
  const failedLogins = createFixedWindowLimiter(deps, "sign-in.address-and-email", config.rateLimits.loginFailures);
  const failedLoginsPerAccount = createFixedWindowLimiter(deps, "sign-in.email", config.rateLimits.loginFailuresPerAccount);
  const failedLoginsPerAddress = createFixedWindowLimiter(deps, "sign-in.address", config.rateLimits.loginFailuresPerAddress);
  const addressInUse = createAddressInUseNotice(deps);
  const failedLoginsPerDevice = createFixedWindowLimiter(deps, "sign-in.device", config.rateLimits.loginFailures);
  /** Wrong current passwords on a password change, per account: a stolen session may not guess the password (issue 29 item 4). */
  const failedPasswordChecks = createFixedWindowLimiter(deps, "password-change.account", config.rateLimits.loginFailures);
  const registrations = createFixedWindowLimiter(deps, "registration.address", config.rateLimits.registrations);

  /**
   * A hash of a password nobody knows. Sign-in verifies against it when the email
   * is unknown, so both failures cost one argon2 verification and take as long.
   */
  const unknownUserHash = hashPassword(randomBytes(16).toString("hex"));

  /** Opens the session of a sign-in whose every step is done. */
  async function signedIn(userId: number, origin: SignInOrigin, method: MfaMethod | "password"): Promise<{ user: PublicUser; session: IssuedSession }> {
    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    // Every way in ends here (a password, a code, a passkey): a deactivated account gets no session (decision 0234).
    if (row.deactivatedAt) throw unauthenticated(say.auth.invalidCredentials);
    // Signing in again on a device replaces its old session instead of leaving it alive.
    if (origin.previousSessionId) await sessions.revoke(origin.previousSessionId);
    const session = await sessions.start(row.id, deviceFacts(origin.userAgent, origin.ip));
    await audit.record(db, { userId: row.id, apiKeyId: null, label: row.fullName, ip: origin.ip }, {
      action: "auth.sign_in",
      subject: { type: "user", id: row.id },
      details: { method },
    });
    return { user: toPublicUser(row), session };
  }

  /**
   * Challenges whose sign-in has finished, until they would have expired anyway (decision 0163),
   * in the database: a second step may reach any instance (decision 0215).
   */
  const spentChallenges = createSpentChallenges(deps, "sign-in");

  /** The account of a pending sign-in, or 401 once its five minutes are over or it has been used. */
  async function pendingUser(challenge: MfaChallenge | null): Promise<number> {
    if (!challenge || challenge.expiresAt.getTime() <= now().getTime() || (await spentChallenges.isSpent(challenge.id))) {
      throw unauthenticated(say.mfa.challengeExpired);
    }
    return challenge.userId;
  }

  /**
   * Uses a challenge up once its second step has been verified. One insert checks and sets it:
   * of two requests racing with one challenge, only the first opens a session.
   */
  async function spend(challenge: MfaChallenge): Promise<void> {
    const expiresAt = challenge.expiresAt.getTime();
    if (expiresAt <= now().getTime() || !(await spentChallenges.spend(challenge.id, expiresAt))) {
      throw unauthenticated(say.mfa.challengeExpired);
    }
  }

  return {
    /**
     * Creates a client account. It does not sign in: the client goes to the login page.
     * An address that already has an account gets the same checks, the same hash and the same
     * answer, and no account; its owner is told by email instead (issue 29 item 7, decision
     * 0181), so the form says nothing about who has an account, in its answer or its timing.
     */
    async register(input: RegisterData, origin: RequestOrigin): Promise<{ message: ServerMessage }> {
      const wait = await reserveAttempt([[registrations, origin.ip]]);
      if (wait > 0) throw rateLimited(say.auth.tooManyRegistrations, wait);

      const email = normaliseEmail(input.email);
      const weak = await passwordPolicyProblem(input.password, {
        role: "client",
        fullName: input.fullName,
        email,
        business: await deps.business.get(),
      });
      if (weak) throw validationError(weak);
      const passwordHash = await hashPassword(input.password);
      if (await addressInUse.tellOwner(email, "registration")) return { message: say.auth.registered };
      try {
        await db.$transaction(async (tx) => {
          const user = await tx.user.create({
            data: { email, fullName: input.fullName, phone: input.phone, passwordHash, role: "client", ...(input.locale && { locale: input.locale }) },
          });
          await audit.record(tx, { userId: user.id, apiKeyId: null, label: user.fullName, ip: origin.ip }, {
            action: "auth.registered",
            subject: { type: "user", id: user.id },
          });
        });
      } catch (error) {
        // Two registrations of one email at the same instant: the unique index decides, and the loser is answered as above.
        if (!isUniqueViolation(error)) throw error;
        await addressInUse.tellOwner(email, "registration");
      }
      return { message: say.auth.registered };
    },

    /**
     * Proves a user's identity and opens a session. Failures are counted per IP
     * and email, and per email from every IP together (a looser limit, so that
     * rotating addresses buys no more guesses); past either limit the answer is
     * 429 until the window ends, whether or not the next guess is right, so
     * guessing stays slow. The per-address count is what a single attacker hits,
     * and it never locks the account for anyone else; a success clears it. The
     * per-account count only expires with its window, so an attacker cannot reset
     * it (docs/decisions/0070-brute-force-limits.md). One address also has a budget across
     * every account (LOGIN_MAX_FAILURES_PER_ADDRESS), against spraying one password over many.
     *
     * A browser the account finished a sign-in on before (its device cookie) is counted on its
     * own instead (decision 0179, OWASP's device cookies): a flood against the account from
     * elsewhere never locks its owner out there, and a stolen cookie gets only its own ten.
     */
    async login(input: LoginData, origin: SignInOrigin): Promise<SignInOutcome> {
      const email = normaliseEmail(input.email);
      const limitKey = `${origin.ip}|${email}`;
      const row = await db.user.findUnique({ where: { email } });
      const device = origin.trustedDevice && row && origin.trustedDevice.userId === row.id ? origin.trustedDevice : null;
      const limits = device
        ? ([[failedLoginsPerDevice, device.nonce]] as const)
        : ([
            [failedLogins, limitKey],
            [failedLoginsPerAccount, email],
            [failedLoginsPerAddress, origin.ip],
          ] as const);
      // Counted as a failure before argon2 runs, so concurrent guesses cannot pass the check together.
      const wait = await reserveAttempt(limits);
      if (wait > 0) throw rateLimited(say.auth.tooManyFailedLogins, wait);

      let valid = false;
      if (row) valid = await verifyPassword(row.passwordHash, input.password);
      else await verifyPassword(await unknownUserHash, input.password);
      // A deactivated account (decision 0234) is refused as a wrong password is: nothing tells it apart.
      if (!row || !valid || row.deactivatedAt) {
        // The trail names the address tried and the account it belongs to, never the password.
        const anonymous: Actor = { userId: null, apiKeyId: null, label: email, ip: origin.ip };
        const subject = row ? { type: "user" as const, id: row.id } : undefined;
        await audit.record(db, anonymous, { action: "auth.sign_in_failed", subject, details: { email } });
        // This failure is the one that crossed a limit: the address, the account or the device is now locked out.
        const waits = await Promise.all(limits.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
        if (waits.some((seconds) => seconds > 0)) {
          await audit.record(db, anonymous, { action: "auth.locked_out", subject, details: { email } });
        }
        throw unauthenticated(say.auth.invalidCredentials);
      }
      if (device) await failedLoginsPerDevice.release(device.nonce);
      else {
        await failedLogins.reset(limitKey);
        await failedLoginsPerAccount.release(email);
        // Released, not reset: a sign-in to one's own account must not clear a spray's count.
        await failedLoginsPerAddress.release(origin.ip);
      }
      if (row.mfaEnabled) {
        // The password was right; the session waits for the second step (POST /api/login/mfa).
        const challenge = { userId: row.id, expiresAt: new Date(now().getTime() + MFA_CHALLENGE_MS), id: randomBytes(16).toString("base64url") };
        return { mfaRequired: { mfa_required: true, methods: await mfa.methodsOf(row.id) }, challenge };
      }
      return signedIn(row.id, origin, "password");
    },

    /** The second step with a code: the app's, or a recovery code. */
    async loginWithCode(challenge: MfaChallenge | null, code: string, origin: SignInOrigin): Promise<{ user: PublicUser; session: IssuedSession }> {
      const userId = await pendingUser(challenge);
      const method = await mfa.verifySignInCode(userId, code, origin.ip);
      if (challenge) await spend(challenge);
      return signedIn(userId, origin, method);
    },

    /** WebAuthn options for a passkey sign-in: the pending sign-in's passkeys, or (none pending) any of this site's. */
    async passkeyOptions(challenge: MfaChallenge | null, site: WebauthnSite) {
      const pending = challenge && challenge.expiresAt.getTime() > now().getTime() ? challenge.userId : null;
      return passkeys.authenticationOptions(site, pending);
    },

    /**
     * A passkey: the second step of a pending sign-in (its account's passkeys only), or, with
     * no sign-in pending, a sign-in on its own.
     */
    async loginWithPasskey(
      challenge: MfaChallenge | null,
      response: unknown,
      pending: PendingChallenge | null,
      site: WebauthnSite,
      origin: SignInOrigin,
    ): Promise<{ user: PublicUser; session: IssuedSession }> {
      const expectedUser = challenge ? await pendingUser(challenge) : null;
      const userId = await passkeys.authenticate(response, pending, site, origin.ip, expectedUser);
      if (challenge) await spend(challenge);
      return signedIn(userId, origin, "passkey");
    },

    /** Ends a session, and records it for the person signing out. Signing out twice, or while signed out, is not an error. */
    async logout(actor: Actor, sessionId: string | null): Promise<void> {
      if (!sessionId) return;
      await db.$transaction(async (tx) => {
        const ended = await sessions.revoke(sessionId, tx);
        if (ended && actor.userId !== null) {
          await audit.record(tx, actor, { action: "auth.signed_out", subject: { type: "user", id: actor.userId } });
        }
      });
    },

    /**
     * Changes a password after checking the current one, then signs the user out
     * of every other session: whoever learnt the old password loses access at once.
     * The account is emailed, with its second factors listed (decision 0177).
     */
    async changePassword(
      actor: Actor,
      user: PublicUser,
      currentSessionId: string | null,
      input: ChangePasswordData,
    ): Promise<{ message: ServerMessage }> {
      const row = await db.user.findUnique({
        where: { id: user.id },
        select: { id: true, email: true, locale: true, passwordHash: true, role: true, fullName: true },
      });
      if (!row) throw unauthenticated();
      // Counted before argon2 runs (decision 0161), so concurrent guesses cannot pass the limit.
      const accountKey = String(user.id);
      const wait = await reserveAttempt([[failedPasswordChecks, accountKey]]);
      if (wait > 0) throw rateLimited(say.auth.tooManyFailedLogins, wait);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        // 400, not 401: the session is fine, and a 401 would make the client refresh and retry.
        throw validationError(say.auth.currentPasswordWrong);
      }
      await failedPasswordChecks.release(accountKey);
      const weak = await passwordPolicyProblem(input.newPassword, {
        role: roleOf(row.role),
        fullName: row.fullName,
        email: accountEmail(row),
        business: await deps.business.get(),
      });
      if (weak) throw validationError(weak);
      const passwordHash = await hashPassword(input.newPassword);
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        // A reset link asked for before the change would undo it (issue 29 item 18).
        await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now() } });
        await audit.record(tx, actor, { action: "auth.password_changed", subject: { type: "user", id: user.id } });
        // The owner is told, and offered to remove any second factor a stolen session added (issue 29 item 1).
        await notifications.passwordChanged(tx, withAccountEmail(row), "changed");
      });
      await sessions.revokeOthers(user.id, currentSessionId);
      return { message: say.spec.settings.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
