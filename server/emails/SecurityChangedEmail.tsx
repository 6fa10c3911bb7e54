import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import type { SecurityChange } from "./email-payloads";
import { EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type SecurityChangedEmailProps = {
  name: string;
  change: SecurityChange;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/**
 * Issue 17: sent whenever two-step sign-in is turned on or off, a passkey is added or removed,
 * or a recovery code is used, so a change the owner did not make is noticed at once.
 */
export function SecurityChangedEmail({ name, change, context, locale }: SecurityChangedEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.securityChanged;
  const title = m.titles[change];
  return (
    <EmailLayout context={context} locale={locale} title={title} preview={title}>
      <EmailHeading>{title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.bodies[change](context.business.name)}</Paragraph>
      <Paragraph muted>{m.notYou(context.business.phoneDisplay)}</Paragraph>
    </EmailLayout>
  );
}
