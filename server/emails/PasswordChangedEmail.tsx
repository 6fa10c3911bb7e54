import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import type { AccountFactors, PasswordChange } from "./email-payloads";
import { ActionButton, BulletList, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type PasswordChangedEmailProps = {
  name: string;
  how: PasswordChange;
  /**
   * The account's second factors when the email was sent, and the link that removes them (none
   * after an office account's reset: decision 0177); null when it has no factor.
   */
  factors: { list: AccountFactors; removeUrl: string | null; validHours: number } | null;
  context: EmailContext;
  /** The account's language. */
  locale: Locale;
};

/**
 * Issue 29 item 1: a password changed on Settings or reset with a link. A second factor an
 * attacker added with a stolen session survives a new password, so the email names every factor
 * the account still has and offers to remove them all (decision 0177).
 */
export function PasswordChangedEmail({ name, how, factors, context, locale }: PasswordChangedEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.passwordChanged;
  const title = m.titles[how];
  const body = m.bodies[how](context.business.name);
  return (
    <EmailLayout context={context} locale={locale} title={title} preview={body}>
      <EmailHeading>{title}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{body}</Paragraph>
      {factors && (
        <>
          <Paragraph>{m.factorsIntro}</Paragraph>
          <BulletList
            items={[
              ...(factors.list.app ? [m.app] : []),
              ...factors.list.passkeys.map((passkey) => m.passkey(passkey)),
              ...(factors.list.recoveryCodesLeft > 0 ? [m.recoveryCodes(factors.list.recoveryCodesLeft)] : []),
            ]}
          />
          {factors.removeUrl ? (
            <>
              <Paragraph>{m.removeOffer(factors.validHours)}</Paragraph>
              <ActionButton href={factors.removeUrl}>{m.removeButton}</ActionButton>
            </>
          ) : (
            <Paragraph>{m.officeKeepsFactors}</Paragraph>
          )}
        </>
      )}
      <Paragraph muted>{m.notYou(context.business.phoneDisplay)}</Paragraph>
    </EmailLayout>
  );
}
