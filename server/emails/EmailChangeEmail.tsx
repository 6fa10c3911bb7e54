import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type EmailChangeEmailProps = {
  name: string;
  confirmUrl: string;
  /** How long the link works. */
  validHours: number;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/** Sent to the new address (issue 17): following the link makes it the account's email. */
export function EmailChangeEmail({ name, confirmUrl, validHours, context, locale }: EmailChangeEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.emailChange;
  return (
    <EmailLayout context={context} locale={locale} title={m.title} preview={m.preview(context.business.name)}>
      <EmailHeading>{m.title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.body(context.business.name, validHours)}</Paragraph>
      <ActionButton href={confirmUrl}>{m.button}</ActionButton>
      <Paragraph muted>{m.notYou}</Paragraph>
    </EmailLayout>
  );
}
