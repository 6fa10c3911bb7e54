import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import type { AddressInUseAttempt } from "./email-payloads";
import { ActionButton, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type AddressInUseEmailProps = {
  name: string;
  attempt: AddressInUseAttempt;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/**
 * Issue 29 item 7 (decision 0181): someone tried to register this address, or to move another
 * account to it. The site answers them as if the address were free, so only its owner learns of
 * it, here, with the way back in if it was them.
 */
export function AddressInUseEmail({ name, attempt, context, locale }: AddressInUseEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.addressInUse;
  return (
    <EmailLayout context={context} locale={locale} title={m.title} preview={m.title}>
      <EmailHeading>{m.title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.bodies[attempt](context.business.name)}</Paragraph>
      <Paragraph>{m.ifYou}</Paragraph>
      <ActionButton href={`${context.appUrl}/login`}>{m.button}</ActionButton>
      <Paragraph muted>{m.notYou(context.business.phoneDisplay)}</Paragraph>
    </EmailLayout>
  );
}
