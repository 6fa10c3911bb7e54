import { isStaff } from "../../shared/permissions";
import { randomBytes } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON, WebAuthnCredential } from "@simplewebauthn/server";
import type { z } from "zod";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { confirmWithPasswordAndCodeInput, passkeyRegistrationInput, WebauthnOptions } from "../../shared/mfa.schema";
import type { PublicUser } from "../../shared/user.schema";
import type { Actor } from "../audit/audit.service";
import { conflict, notFound, rateLimited, unauthenticated, validationError } from "../errors";
import { createFixedWindowLimiter, reserveAttempt } from "../rate-limit/fixed-window-limiter";
import { createSpentChallenges } from "../rate-limit/spent-challenges";
import type { ServiceDeps } from "../deps";
import { withAccountEmail } from "../users/users.service";
import type { PendingChallenge } from "../../auth/session-cookie-values";
import type { MfaService } from "./mfa.service";
import { RECENT_AUTH_FOR_FACTORS_MS, type SessionsService } from "./sessions.service";

/** The WebAuthn library (about 25 MB resident) loads with the first passkey, not at start. */
const webauthn = () => import("@simplewebauthn/server");

/**
 * The site a WebAuthn ceremony belongs to: the name the browser used (the relying party id)
 * and its origin. Both come from the request (decision 0126): the same-origin check has
 * already tied the Origin header to the Host, and a passkey only ever answers for the name it
 * was made on, so a look-alike site can never use one.
 */
export type WebauthnSite = { rpID: string; origin: string };

/** A ceremony's challenge, as the transport keeps it (a signed cookie) between its two calls. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Enough for a phone, a laptop, a security key and spares; a bound on what one account stores. */
const MAX_PASSKEYS = 10;

const transportsOf = (stored: string | null): WebAuthnCredential["transports"] =>
  stored ? (JSON.parse(stored) as WebAuthnCredential["transports"]) : undefined;

/**
 * Passkeys (issue 17): a second factor after the password, or a sign-in on their own, since a
 * passkey with user verification is already two factors (the device, and its PIN or
 * fingerprint). @simplewebauthn/server does the ceremonies; each challenge is good once.
 */
export function createPasskeysService(deps: ServiceDeps, sessions: SessionsService, mfa: MfaService) {
  const { db, now, business } = deps;
  const failures = createFixedWindowLimiter(deps, "passkey.address", deps.config.rateLimits.loginFailures);
  /** Challenges already answered, until they expire, on every instance: an answer cannot be played again (decision 0215). */
  const spent = createSpentChallenges(deps, "passkey");

  /** The challenge to verify an answer against, used up; or `refusal` when it is missing, expired or used. */
  async function spend(pending: PendingChallenge | null, refusal: () => Error): Promise<string> {
    if (!pending || pending.expiresAt <= now().getTime() || !(await spent.spend(pending.challenge, pending.expiresAt))) throw refusal();
    return pending.challenge;
  }

  const pendingOf = (challenge: string): PendingChallenge => ({ challenge, expiresAt: now().getTime() + CHALLENGE_TTL_MS });

  /** The account's WebAuthn user handle, made on its first passkey: random, so it says nothing about the person. */
  async function userHandle(userId: number): Promise<string> {
    const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { webauthnUserId: true } });
    if (row.webauthnUserId) return row.webauthnUserId;
    const handle = randomBytes(32).toString("base64url");
    await db.user.update({ where: { id: userId }, data: { webauthnUserId: handle } });
    return handle;
  }

  return {
    /** Options for `navigator.credentials.create`: a passkey on this device, with user verification. */
    async registrationOptions(user: PublicUser, sessionId: string | null, site: WebauthnSite): Promise<{ options: WebauthnOptions; pending: PendingChallenge }> {
      // A passkey is made only against these options, so this is where recent proof is asked (issue 29 item 1).
      await sessions.assertRecentlyAuthenticated(sessionId, RECENT_AUTH_FOR_FACTORS_MS);
      const existing = await db.passkey.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
      if (existing.length >= MAX_PASSKEYS) throw conflict(say.mfa.tooManyPasskeys);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: (await business.get()).name,
        rpID: site.rpID,
        userName: user.email,
        userDisplayName: user.full_name,
        userID: Buffer.from(await userHandle(user.id), "base64url"),
        attestationType: "none",
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey.transports) })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      return { options: { ...options }, pending: pendingOf(options.challenge) };
    },

    /** Keeps the new passkey. The account's first second factor also brings recovery codes, returned once. */
    async register(
      actor: Actor,
      user: PublicUser,
      currentSessionId: string | null,
      input: z.output<typeof passkeyRegistrationInput>,
      pending: PendingChallenge | null,
      site: WebauthnSite,
    ): Promise<{ message: ServerMessage; recovery_codes: string[] }> {
      // 400, not 401: the session is fine; the browser's ceremony is what failed.
      const expectedChallenge = await spend(pending, () => validationError(say.mfa.passkeyFailed));
      const verification = await (await webauthn()).verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: site.origin,
        expectedRPID: site.rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw validationError(say.mfa.passkeyFailed);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { id: true, email: true, fullName: true, locale: true, mfaEnabled: true } });
      const firstFactor = !row.mfaEnabled;
      const codes = await db.$transaction(async (tx) => {
        await tx.passkey.create({
          data: {
            id: credential.id,
            userId: user.id,
            publicKey: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ? JSON.stringify(credential.transports) : null,
            name: input.name,
            backedUp: credentialBackedUp,
            createdAt: now(),
          },
        });
        await mfa.secondFactorChanged(tx, actor, withAccountEmail(row), "passkey_added");
        return firstFactor ? mfa.replaceRecoveryCodes(tx, user.id) : [];
      });
      if (firstFactor) await sessions.revokeOthers(user.id, currentSessionId);
      return { message: say.mfa.passkeyAdded, recovery_codes: codes };
    },

    /**
     * Options for `navigator.credentials.get`. For the second step of a sign-in (`userId`), the
     * account's passkeys; for a sign-in with a passkey alone, any passkey of this site the
     * device holds (discoverable credentials), so nobody types an email.
     */
    async authenticationOptions(site: WebauthnSite, userId: number | null): Promise<{ options: WebauthnOptions; pending: PendingChallenge }> {
      const allowCredentials =
        userId === null
          ? []
          : (await db.passkey.findMany({ where: { userId }, select: { id: true, transports: true } })).map((passkey) => ({
              id: passkey.id,
              transports: transportsOf(passkey.transports),
            }));
      const options = await (await webauthn()).generateAuthenticationOptions({ rpID: site.rpID, allowCredentials, userVerification: "required" });
      return { options: { ...options }, pending: pendingOf(options.challenge) };
    },

    /**
     * The account a passkey answer proves, or 401. When `userId` is given (the second step of a
     * sign-in), the passkey must be that account's. Failures are limited per address.
     */
    async authenticate(response: unknown, pending: PendingChallenge | null, site: WebauthnSite, ip: string, userId: number | null): Promise<number> {
      // Counted before the check, given back on success (decision 0161).
      const wait = await reserveAttempt([[failures, ip]]);
      if (wait > 0) throw rateLimited(say.auth.tooManyFailedLogins, wait);
      const expectedChallenge = await spend(pending, () => unauthenticated(say.mfa.challengeExpired));
      const answer = response as AuthenticationResponseJSON;
      const passkey = await db.passkey.findUnique({ where: { id: answer.id } });
      const verification =
        passkey && (userId === null || passkey.userId === userId)
          ? await (await webauthn()).verifyAuthenticationResponse({
              response: answer,
              expectedChallenge,
              expectedOrigin: site.origin,
              expectedRPID: site.rpID,
              credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey.transports) },
              requireUserVerification: true,
            }).catch(() => null)
          : null;
      if (!passkey || !verification?.verified) throw unauthenticated(say.mfa.passkeyFailed);
      await failures.release(ip);
      await db.passkey.update({ where: { id: passkey.id }, data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: now() } });
      return passkey.userId;
    },

    /** Removes a passkey: the password and a current code. An office account keeps one second factor. */
    async remove(actor: Actor, user: PublicUser, passkeyId: string, input: z.output<typeof confirmWithPasswordAndCodeInput>): Promise<{ message: ServerMessage }> {
      const passkey = await db.passkey.findFirst({ where: { id: passkeyId, userId: user.id }, select: { id: true } });
      if (!passkey) throw notFound(say.mfa.passkeyNotFound);
      // Refused before the code is checked, so a recovery code is not spent on a refusal.
      const factors = await mfa.factors(user.id);
      const lastFactor = !factors.totp && factors.passkeys === 1;
      if (lastFactor && isStaff(factors.role)) throw validationError(say.mfa.officeKeepsOne);
      const row = await mfa.confirmIdentity(actor, user, input);
      await db.$transaction(async (tx) => {
        await tx.passkey.delete({ where: { id: passkey.id } });
        if (lastFactor) await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
        await mfa.secondFactorChanged(tx, actor, row, "passkey_removed");
      });
      return { message: say.mfa.passkeyRemoved };
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
