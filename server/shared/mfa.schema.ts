import { z } from "zod";
import { messageCode } from "./api-error.schema";
import { codes } from "./i18n/server-messages";
import { publicUser } from "./user.schema";

/** The second factors a sign-in can finish with (issue 17). */
export const MFA_METHODS = ["totp", "passkey", "recovery_code"] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** A code from the authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx). */
export const mfaCode = z
  .string({ error: codes.validation.enterCode })
  .trim()
  .min(1, codes.validation.enterCode)
  .max(32, codes.validation.codeTooLong);

export const mfaCodeInput = z.object({ code: mfaCode });

/**
 * What `POST /api/login` answers when the password was right and a second factor is due:
 * no session yet, only a short-lived challenge cookie that `POST /api/login/mfa` completes.
 */
export const mfaRequiredBody = z.object({
  mfa_required: z.literal(true),
  /** What this account can finish with: the app, a passkey, a recovery code. */
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaRequired = z.infer<typeof mfaRequiredBody>;

/** The login answer: the user (signed in), or the second step. */
export const loginResult = z.union([publicUser, mfaRequiredBody]);
export type LoginResult = z.infer<typeof loginResult>;

export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager), so it survives a lost phone. */
  backed_up: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** The account's two-step sign-in, as /settings shows it. */
export const mfaStatus = z.object({
  /** An app or a passkey is set up: every sign-in with the password asks for it. */
  enabled: z.boolean(),
  /** Office accounts must keep one (they cannot remove the last factor). */
  required: z.boolean(),
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySummary),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

/** A new authenticator-app secret, waiting for its first code. */
export const totpSetupBody = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: an SVG image in a data: URL. */
  qr_code: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupBody>;

/** Answers that hand out recovery codes: shown once, never again. */
export const recoveryCodesBody = z.object({ message: z.string(), code: messageCode, recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesBody>;

/** Removing a factor, or renewing the recovery codes: the password and a current code. */
export const confirmWithPasswordAndCodeInput = z.object({
  password: z.string({ error: codes.validation.enterPassword }).min(1, codes.validation.enterPassword).max(1024, codes.validation.enteredPasswordTooLong),
  code: mfaCode,
});

/**
 * A browser's WebAuthn answer (PublicKeyCredential as JSON). @simplewebauthn/server checks its
 * contents; here only its shape and size are bounded.
 */
const webauthnResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});

export const passkeyRegistrationInput = z.object({
  name: z
    .string({ error: codes.validation.passkeyNameRequired })
    .trim()
    .min(1, codes.validation.passkeyNameRequired)
    .max(60, codes.validation.passkeyNameTooLong),
  response: webauthnResponse,
});

export const passkeyLoginInput = z.object({ response: webauthnResponse });

/** WebAuthn options for `navigator.credentials.create/get` (@simplewebauthn/browser takes them as they are). */
export const webauthnOptionsBody = z.looseObject({ challenge: z.string() });
export type WebauthnOptions = z.infer<typeof webauthnOptionsBody>;

export const passkeyIdParams = z.object({
  id: z.string({ error: codes.validation.passkeyIdRequired }).min(1, codes.validation.passkeyIdRequired).max(1024, codes.validation.passkeyIdTooLong),
});

/**
 * "Confirm it's you" (issue 29 item 1): the password, and a current code (the app's or a
 * recovery code) when the account has two-step sign-in on. The service says when one is missing.
 */
export const reauthenticateInput = z.object({
  password: confirmWithPasswordAndCodeInput.shape.password,
  code: mfaCode.optional(),
});
export type ReauthenticateInput = z.output<typeof reauthenticateInput>;

/**
 * Issue 29 item 1 (decision 0177): the link a password change or reset emails, with the account's
 * current password (the one just chosen), removes every second factor. No session needed.
 */
export const removeWithLinkInput = z.object({
  token: z
    .string({ error: codes.mfa.removalTokenMissing })
    .min(1, codes.mfa.removalTokenMissing)
    .max(200, codes.mfa.removalLinkInvalid),
  password: confirmWithPasswordAndCodeInput.shape.password,
});
export type RemoveWithLinkInput = z.output<typeof removeWithLinkInput>;

export const reauthenticatedBody = z.object({
  message: z.string(),
  code: messageCode,
  /** When this device confirmed it: for 5 minutes it may add a second factor, for 15 manage the office's keys. */
  authenticated_at: z.string(),
});
export type Reauthenticated = z.infer<typeof reauthenticatedBody>;
