import type { MessageCode } from "../../server/shared/i18n/server-messages";

/**
 * The server's password rules beyond the spec's minimum (issue 17; issue 29 item 19): a common
 * password, an admin's shorter than 12, one made of the account's or the office's words, one too
 * easy to guess. The dictionaries stay on the server, so a form learns of them from the answer's
 * message code (decision 0183) and shows the sentence on the password field rather than above the form.
 */
const PASSWORD_RULES: ReadonlySet<MessageCode> = new Set<MessageCode>([
  "auth.passwordTooCommon",
  "auth.adminPasswordTooShort",
  "auth.passwordPersonal",
  "auth.passwordTooEasy",
]);

export function isPasswordRule(code: MessageCode | undefined): boolean {
  return code !== undefined && PASSWORD_RULES.has(code);
}
