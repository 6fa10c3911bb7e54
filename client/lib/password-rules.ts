import { API_MESSAGES } from "../../server/shared/api-messages";
import { localMessage } from "./server-messages";

/**
 * The server's password rules beyond the spec's minimum (issue 17): a common password, an admin's
 * shorter than 12. The list stays on the server, so a form learns of them from the answer and
 * shows the sentence on the password field rather than above the form.
 */
const PASSWORD_RULES = [API_MESSAGES.auth.passwordTooCommon, API_MESSAGES.auth.adminPasswordTooShort];

export function isPasswordRuleMessage(message: string | null): boolean {
  return message !== null && PASSWORD_RULES.some((english) => message === english || message === localMessage(english));
}
