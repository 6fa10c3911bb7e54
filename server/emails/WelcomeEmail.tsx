import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type WelcomeEmailProps = {
  name: string;
  /** The password-reset link, for an account that has no password yet. */
  setPasswordUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  context: EmailContext;
};

/** The office booked for a new client by phone and opened their account: they choose a password. */
export function WelcomeEmail({ name, setPasswordUrl, validDays, context }: WelcomeEmailProps) {
  const business = context.business.name;
  return (
    <EmailLayout context={context} title={`Welcome to ${business}`} preview={`Choose a password to see your appointments with ${business} online`}>
      <EmailHeading>Welcome to {business}</EmailHeading>
      <Paragraph>Hi {name.trim().split(/\s+/)[0] || "there"},</Paragraph>
      <Paragraph>
        {`Our office booked your appointment and opened an account for you, so you can see, add to your calendar or cancel your appointments online. Choose a password to sign in. The link below works once, for the next ${validDays} days.`}
      </Paragraph>
      <ActionButton href={setPasswordUrl}>Choose your password</ActionButton>
      <Paragraph muted>You do not need an account to keep your appointment: if you prefer, you can ignore this email.</Paragraph>
    </EmailLayout>
  );
}
