import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type EmailChangedEmailProps = {
  name: string;
  /** The address the account uses now. */
  newEmail: string;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/** Sent to the old address once a change is confirmed (issue 17), so a change nobody asked for is noticed. */
export function EmailChangedEmail({ name, newEmail, context, locale }: EmailChangedEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.emailChanged;
  return (
    <EmailLayout context={context} locale={locale} title={m.title} preview={m.preview(context.business.name)}>
      <EmailHeading>{m.title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.body(context.business.name)}</Paragraph>
      <Paragraph>
        <strong>{newEmail}</strong>
      </Paragraph>
      <Paragraph muted>{m.notYou(context.business.phoneDisplay)}</Paragraph>
    </EmailLayout>
  );
}
