import type { AppConfig } from "../env";
import { PLACEHOLDER_PROFILE } from "../shared/business";
import type { BusinessProfile } from "../shared/business-profile.schema";

/**
 * Who emails are sent from (decision 0241): MAIL_FROM when it is set (a bare address under the
 * business's name), else the business email saved on the business page. `placeholder`: the
 * sender is still the example address a fresh install shows, which no real mailbox answers.
 */
export function emailSender(config: Pick<AppConfig, "email">, business: Pick<BusinessProfile, "name" | "email">): { from: string; fromEnv: boolean; placeholder: boolean } {
  const mailFrom = config.email.from;
  if (mailFrom !== null) return { from: mailFrom.includes("<") ? mailFrom : `${business.name} <${mailFrom}>`, fromEnv: true, placeholder: false };
  return { from: `${business.name} <${business.email}>`, fromEnv: false, placeholder: business.email === PLACEHOLDER_PROFILE.email };
}
