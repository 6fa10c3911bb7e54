import { API_MESSAGES } from "../../server/shared/api-messages";
import { localMessage } from "./server-messages";

/**
 * The server's password rules beyond the spec's minimum (issue 17; issue 29 item 19): a common
 * password, an admin's shorter than 12, one made of the account's or the office's words, one too
 * easy to guess. The dictionaries stay on the server, so a form learns of them from the answer and
 * shows the sentence on the password field rather than above the form.
 */
const PASSWORD_RULES = [
  API_MESSAGES.auth.passwordTooCommon,
  API_MESSAGES.auth.adminPasswordTooShort,
  API_MESSAGES.auth.passwordPersonal,
  API_MESSAGES.auth.passwordTooEasy,
];

export function isPasswordRuleMessage(message: string | null): boolean {
  return message !== null && PASSWORD_RULES.some((english) => message === english || message === localMessage(english));
}
