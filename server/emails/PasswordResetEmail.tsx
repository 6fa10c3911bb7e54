import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";

export type PasswordResetEmailProps = {
  name: string;
  resetUrl: string;
  /** How long the link works. */
  validMinutes: number;
  context: EmailContext;
};

/** The link that lets a client who forgot their password choose a new one. */
export function PasswordResetEmail({ name, resetUrl, validMinutes, context }: PasswordResetEmailProps) {
  return (
    <EmailLayout context={context} title="Reset your password" preview={`Choose a new password for your ${context.business.name} account`}>
      <EmailHeading>Reset your password</EmailHeading>
      <Paragraph>Hi {name.trim().split(/\s+/)[0] || "there"},</Paragraph>
      <Paragraph>
        We received a request to reset the password of your {context.business.name} account. The link below works once,
        for the next {validMinutes} minutes.
      </Paragraph>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <Paragraph muted>
        If you did not ask for this, you can ignore this email: your password stays as it is.
      </Paragraph>
    </EmailLayout>
  );
}
