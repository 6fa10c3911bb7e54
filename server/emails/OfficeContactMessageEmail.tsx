import { Text } from "@react-email/components";
import type { ContactFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { EmailHeading, Facts, Paragraph, contactRows } from "./email-parts";
import { EMAIL_INK } from "./email-theme";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type OfficeContactMessageEmailProps = { contact: ContactFacts; context: EmailContext };

/** A message from the contact form, whole; "Reply" answers the sender (Reply-To). */
export function OfficeContactMessageEmail({ contact, context }: OfficeContactMessageEmailProps) {
  return (
    <EmailLayout context={context} title="New message from the website" preview={contact.message.slice(0, 120)}>
      <EmailHeading>New message from the website</EmailHeading>
      <Facts
        rows={[
          ...contactRows("From", contact),
          ["Received", formatWhen(contact.receivedAt, context.timeZone)],
        ]}
      />
      <Text
        className="em-text"
        style={{ color: EMAIL_INK.text, fontSize: 16, lineHeight: "24px", margin: "0 0 16px", whiteSpace: "pre-wrap" }}
      >
        {contact.message}
      </Text>
      <Paragraph muted>Reply to this email to answer {contact.name} directly.</Paragraph>
    </EmailLayout>
  );
}
