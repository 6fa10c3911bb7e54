import { LIMITS } from "#server/shared/limits.ts";
import { specT, type SpecT } from "./settings-messages";

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * docs/product.md §5, "Password change", checked in the spec's order so the first
 * problem a person can fix is the one they read, in the page's language (`spec`). Null when
 * the form may be sent.
 */
export function passwordChangeProblem(values: PasswordChangeValues, spec: SpecT = specT): string | null {
  const { currentPassword, newPassword, confirmNewPassword } = values;
  if (!currentPassword || !newPassword || !confirmNewPassword) return spec("settings.fillAllPasswordFields");
  if (newPassword.length < LIMITS.passwordMinLength) return spec("settings.newPasswordTooShort");
  if (newPassword !== confirmNewPassword) return spec("settings.newPasswordsDoNotMatch");
  if (newPassword === currentPassword) return spec("settings.newPasswordSameAsCurrent");
  return null;
}
