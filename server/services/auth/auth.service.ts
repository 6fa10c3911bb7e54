import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { deviceFacts } from "../../auth/device";
import { hashPassword, verifyPassword } from "../../auth/password";
import { passwordPolicyProblem } from "../../auth/password-policy";
import { API_MESSAGES } from "../../shared/api-messages";
import type { changePasswordInput, loginInput, registerInput } from "../../shared/auth.schema";
import { MESSAGES } from "../../shared/messages";
import type { PublicUser } from "../../shared/user.schema";
import { conflict, rateLimited, unauthenticated, validationError } from "../errors";
import { createFixedWindowLimiter } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../services";
import { isUniqueViolation } from "../unique-violation";
import { normaliseEmail, toPublicUser } from "../users/users.service";
import type { IssuedSession, SessionsService } from "./sessions.service";
import type { Actor } from "../audit/audit.service";

/** Who is asking, as far as abuse limits care. */
export type RequestOrigin = { ip: string };
/** Signing in also records the device, for the list on /settings. */
export type SignInOrigin = RequestOrigin & { previousSessionId: string | null; userAgent?: string };

type RegisterData = z.output<typeof registerInput>;
type LoginData = z.output<typeof loginInput>;
type ChangePasswordData = z.output<typeof changePasswordInput>;

/** Accounts and credentials: registration, sign-in, sign-out and password changes. */
export function createAuthService(deps: ServiceDeps, sessions: SessionsService) {
  const { db, config, now, audit } = deps;
  const failedLogins = createFixedWindowLimiter(config.rateLimits.loginFailures, now);
  const failedLoginsPerAccount = createFixedWindowLimiter(config.rateLimits.loginFailuresPerAccount, now);
  const registrations = createFixedWindowLimiter(config.rateLimits.registrations, now);

  /**
   * A hash of a password nobody knows. Sign-in verifies against it when the email
   * is unknown, so both failures cost one argon2 verification and take as long.
   */
  const unknownUserHash = hashPassword(randomBytes(16).toString("hex"));

  return {
    /** Creates a client account. It does not sign in: the client goes to the login page. */
    async register(input: RegisterData, origin: RequestOrigin): Promise<{ message: string }> {
      const wait = registrations.retryAfterSeconds(origin.ip);
      if (wait > 0) throw rateLimited(API_MESSAGES.auth.tooManyRegistrations, wait);
      registrations.hit(origin.ip);

      const email = normaliseEmail(input.email);
      if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
        throw conflict(API_MESSAGES.auth.emailTaken);
      }
      const weak = passwordPolicyProblem(input.password, "client");
      if (weak) throw validationError(weak);
      const passwordHash = await hashPassword(input.password);
      try {
        await db.user.create({
          data: { email, fullName: input.fullName, phone: input.phone, passwordHash, role: "client", ...(input.locale && { locale: input.locale }) },
        });
      } catch (error) {
        // Two registrations of one email at the same instant: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(API_MESSAGES.auth.emailTaken);
        throw error;
      }
      return { message: API_MESSAGES.auth.registered };
    },

    /**
     * Proves a user's identity and opens a session. Failures are counted per IP
     * and email, and per email from every IP together (a looser limit, so that
     * rotating addresses buys no more guesses); past either limit the answer is
     * 429 until the window ends, whether or not the next guess is right, so
     * guessing stays slow. The per-address count is what a single attacker hits,
     * and it never locks the account for anyone else; a success clears it. The
     * per-account count only expires with its window, so an attacker cannot reset
     * it (docs/decisions/0070-brute-force-limits.md).
     */
    async login(
      input: LoginData,
      origin: SignInOrigin,
    ): Promise<{ user: PublicUser; session: IssuedSession }> {
      const email = normaliseEmail(input.email);
      const limitKey = `${origin.ip}|${email}`;
      const wait = Math.max(failedLogins.retryAfterSeconds(limitKey), failedLoginsPerAccount.retryAfterSeconds(email));
      if (wait > 0) throw rateLimited(API_MESSAGES.auth.tooManyFailedLogins, wait);

      const row = await db.user.findUnique({ where: { email } });
      let valid = false;
      if (row) valid = await verifyPassword(row.passwordHash, input.password);
      else await verifyPassword(await unknownUserHash, input.password);
      if (!row || !valid) {
        failedLogins.hit(limitKey);
        failedLoginsPerAccount.hit(email);
        // The trail names the address tried and the account it belongs to, never the password.
        const anonymous: Actor = { userId: null, apiKeyId: null, label: email, ip: origin.ip };
        const subject = row ? { type: "user" as const, id: row.id } : undefined;
        await audit.record(db, anonymous, { action: "auth.sign_in_failed", subject, details: { email } });
        // This failure is the one that crossed a limit: the address (or the account) is now locked out.
        if (failedLogins.retryAfterSeconds(limitKey) > 0 || failedLoginsPerAccount.retryAfterSeconds(email) > 0) {
          await audit.record(db, anonymous, { action: "auth.locked_out", subject, details: { email } });
        }
        throw unauthenticated(API_MESSAGES.auth.invalidCredentials);
      }
      failedLogins.reset(limitKey);
      // Signing in again on a device replaces its old session instead of leaving it alive.
      if (origin.previousSessionId) await sessions.revoke(origin.previousSessionId);
      const session = await sessions.start(row.id, deviceFacts(origin.userAgent, origin.ip));
      await audit.record(db, { userId: row.id, apiKeyId: null, label: row.fullName, ip: origin.ip }, {
        action: "auth.sign_in",
        subject: { type: "user", id: row.id },
      });
      return { user: toPublicUser(row), session };
    },

    /** Ends a session. Signing out twice, or while signed out, is not an error. */
    async logout(sessionId: string | null): Promise<void> {
      if (sessionId) await sessions.revoke(sessionId);
    },

    /**
     * Changes a password after checking the current one, then signs the user out
     * of every other session: whoever learnt the old password loses access at once.
     */
    async changePassword(
      actor: Actor,
      user: PublicUser,
      currentSessionId: string | null,
      input: ChangePasswordData,
    ): Promise<{ message: string }> {
      const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true, role: true } });
      if (!row) throw unauthenticated();
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        // 400, not 401: the session is fine, and a 401 would make the client refresh and retry.
        throw validationError(API_MESSAGES.auth.currentPasswordWrong);
      }
      const weak = passwordPolicyProblem(input.newPassword, row.role === "admin" ? "admin" : "client");
      if (weak) throw validationError(weak);
      const passwordHash = await hashPassword(input.newPassword);
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        await audit.record(tx, actor, { action: "auth.password_changed", subject: { type: "user", id: user.id } });
      });
      await sessions.revokeOthers(user.id, currentSessionId);
      return { message: MESSAGES.settings.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
