import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type WelcomeEmailProps = {
  name: string;
  /** The password-reset link, for an account that has no password yet. */
  setPasswordUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/** The office booked for a new client by phone and opened their account: they choose a password. */
export function WelcomeEmail({ name, setPasswordUrl, validDays, context, locale }: WelcomeEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.welcome;
  const business = context.business.name;
  return (
    <EmailLayout context={context} locale={locale} title={m.title(business)} preview={m.preview(business)}>
      <EmailHeading>{m.title(business)}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.body(validDays)}</Paragraph>
      <ActionButton href={setPasswordUrl}>{m.button}</ActionButton>
      <Paragraph muted>{m.optional}</Paragraph>
    </EmailLayout>
  );
}
