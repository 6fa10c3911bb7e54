import type { Locale } from "../shared/i18n/locales";
import type { StaffRole } from "../shared/permissions";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, EmailHeading, firstName, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type StaffInviteEmailProps = {
  name: string;
  role: StaffRole;
  /** The link to choose a first password (a password-reset link whose purpose is "invite"). */
  setPasswordUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  context: EmailContext;
  locale: Locale;
};

/** The owner invited someone to the staff (decision 0234): they choose a password, then set up two-step sign-in. */
export function StaffInviteEmail({ name, role, setPasswordUrl, validDays, context, locale }: StaffInviteEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.staffInvite;
  const business = context.business.name;
  return (
    <EmailLayout context={context} locale={locale} title={m.title(business)} preview={m.preview(business)}>
      <EmailHeading>{m.title(business)}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(name))}</Paragraph>
      <Paragraph>{m.body(business, m.roles[role], validDays)}</Paragraph>
      <ActionButton href={setPasswordUrl}>{m.button}</ActionButton>
      <Paragraph>{m.twoStep}</Paragraph>
      <Paragraph muted>{m.notExpected}</Paragraph>
    </EmailLayout>
  );
}
