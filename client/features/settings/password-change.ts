import { LIMITS } from "../../../server/shared/limits";
import { MESSAGES } from "../../../server/shared/messages";

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * SPEC.md section 5, "Password change", checked in the spec's order so the first
 * problem a person can fix is the one they read. Null when the form may be sent.
 */
export function passwordChangeProblem(values: PasswordChangeValues): string | null {
  const { currentPassword, newPassword, confirmNewPassword } = values;
  if (!currentPassword || !newPassword || !confirmNewPassword) return MESSAGES.settings.fillAllPasswordFields;
  if (newPassword.length < LIMITS.passwordMinLength) return MESSAGES.settings.newPasswordTooShort;
  if (newPassword !== confirmNewPassword) return MESSAGES.settings.newPasswordsDoNotMatch;
  if (newPassword === currentPassword) return MESSAGES.settings.newPasswordSameAsCurrent;
  return null;
}
