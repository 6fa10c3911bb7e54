import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type PasswordResetEmailProps = {
  name: string;
  resetUrl: string;
  /** How long the link works. */
  validMinutes: number;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/** The link that lets a client who forgot their password choose a new one. */
export function PasswordResetEmail({ name, resetUrl, validMinutes, context, locale }: PasswordResetEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.passwordReset;
  return (
    <EmailLayout context={context} locale={locale} title={m.title} preview={m.preview(context.business.name)}>
      <EmailHeading>{m.title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.body(context.business.name, validMinutes)}</Paragraph>
      <ActionButton href={resetUrl}>{m.button}</ActionButton>
      <Paragraph muted>{m.notYou}</Paragraph>
    </EmailLayout>
  );
}
