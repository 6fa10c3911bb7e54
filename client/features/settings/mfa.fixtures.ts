import type { MfaStatus, TotpSetup } from "#server/shared/mfa.schema.ts";
import { fn } from "storybook/test";
import type { MfaCardProps } from "./MfaCard";
import type { MfaEnrolmentProps } from "./MfaEnrolment";

/** A stand-in QR code (a real one is made by the server): a small black-and-white SVG. */
const QR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 9h3v3H9zM15 15h3v3h-3zM9 2h2v2H9zM2 9h2v2H2z" fill="#000"/></svg>`;

export const SAMPLE_SETUP: TotpSetup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauth_url: "otpauth://totp/Valley%20Tax%20Pros:maria%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Valley%20Tax%20Pros",
  qr_code: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
};

export const SAMPLE_CODES = [
  "k7m2-p9qx-4hdw",
  "a3vn-8tre-q2lc",
  "zx4p-m6wa-9jke",
  "b8du-r3qs-7nfy",
  "h2lc-v5ne-x8tm",
  "p6qa-w9zr-3kdu",
  "e4jm-c7tx-2vbs",
  "n9rf-y2hk-6gwa",
  "t3bx-q8mu-5lpe",
  "w7ks-d4fz-1cqn",
];

export const MFA_OFF: MfaStatus = { enabled: false, required: false, totp: false, recovery_codes_left: 0, passkeys: [] };

export const MFA_WITH_APP_AND_PASSKEYS: MfaStatus = {
  enabled: true,
  required: false,
  totp: true,
  recovery_codes_left: 8,
  passkeys: [
    {
      id: "passkey-laptop",
      name: "MacBook Touch ID",
      created_at: "2026-02-14T18:20:00.000Z",
      last_used_at: "2026-03-02T16:05:00.000Z",
      backed_up: true,
    },
    { id: "passkey-key", name: "YubiKey", created_at: "2026-02-20T22:45:00.000Z", last_used_at: null, backed_up: false },
  ],
};

/** An office account with only its app: the one factor it must keep. */
export const MFA_ADMIN_APP_ONLY: MfaStatus = { enabled: true, required: true, totp: true, recovery_codes_left: 1, passkeys: [] };

export const mfaCardArgs = (overrides: Partial<MfaCardProps> = {}): MfaCardProps => ({
  status: MFA_WITH_APP_AND_PASSKEYS,
  loadFailed: false,
  timeZone: "America/Los_Angeles",
  message: null,
  canAddPasskey: true,
  onSetUpApp: () => {},
  onRemoveApp: () => {},
  onNewCodes: () => {},
  onAddPasskey: () => {},
  onRemovePasskey: () => {},
  ...overrides,
});

/** The enrolment's props at its first step (the QR code shown), with spies, for every story that shows it. */
export const sampleEnrolment = (): MfaEnrolmentProps => ({
  setup: SAMPLE_SETUP,
  setupError: null,
  onRetrySetup: fn(),
  confirming: false,
  error: null,
  onConfirm: fn(),
  recoveryCodes: null,
  email: "maria@example.com",
  onDone: fn(),
  passkey: { defaultName: "Chrome on macOS", pending: false, onAdd: fn() },
});
