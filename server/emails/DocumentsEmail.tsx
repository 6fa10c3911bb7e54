import { Text } from "@react-email/components";
import type { Locale } from "../shared/i18n/locales";
import { localServiceName } from "../shared/i18n/service-names";
import type { AppointmentFacts, ClientFacts, DocumentItem } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, BulletList, EmailHeading, Facts, firstName, InlineLink, Paragraph, withSlot } from "./email-parts";
import { EMAIL_INK, useEmailColors } from "./email-theme";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type DocumentsEmailVariant = "requested" | "missing";

export type DocumentsEmailProps = {
  /** "requested": the office asked for one more document by hand; "missing": the checklist's items still without an upload. */
  variant: DocumentsEmailVariant;
  appointment: AppointmentFacts;
  client: ClientFacts;
  /** The documents asked for: one for "requested", one or more for "missing". */
  items: readonly DocumentItem[];
  context: EmailContext;
  /** The client's language. */
  locale: Locale;
};

/** The one document the office asked for, set apart so it is read first. */
function Requested({ children }: { children: string }) {
  const colors = useEmailColors();
  return (
    <Text
      className="em-text"
      style={{
        borderLeft: `4px solid ${colors.accent}`,
        color: EMAIL_INK.text,
        fontSize: 18,
        fontWeight: 700,
        lineHeight: "26px",
        margin: "4px 0 16px",
        padding: "4px 0 4px 12px",
      }}
    >
      {children}
    </Text>
  );
}

/**
 * Issue 34: the documents a client still has to send for an appointment, in their language, with
 * the button to the appointment's page where they upload them. Documents never travel by email.
 */
export function DocumentsEmail({ variant, appointment, client, items, context, locale }: DocumentsEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.documents;
  const a = messages.appointment;
  const { business } = context;
  const when = formatWhen(appointment.start, context.timeZone, locale);
  const service = localServiceName(appointment.service, locale, context.services);
  const names = items.map((item) => item[locale]);
  const heading = variant === "requested" ? m.headings.requested : m.headings.missing(names.length);
  const rows: [string, string][] = [[a.labels.service, service]];
  if (appointment.preparer) rows.push([a.labels.preparer, appointment.preparer]);
  rows.push([a.labels.when, when], [a.labels.where, `${business.name}, ${business.addressLine}`]);
  const phone = <InlineLink href={`tel:${business.phoneE164}`}>{business.phoneDisplay}</InlineLink>;

  return (
    <EmailLayout context={context} locale={locale} title={heading} preview={a.preview(heading, service, when)}>
      <EmailHeading>{heading}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(client.name))}</Paragraph>
      {variant === "requested" ? (
        <>
          <Paragraph>{m.requested(business.name)}</Paragraph>
          {names.map((name, index) => (
            <Requested key={index}>{name}</Requested>
          ))}
        </>
      ) : (
        <>
          <Paragraph>{m.missing(names.length)}</Paragraph>
          <BulletList items={names} />
        </>
      )}
      <Facts rows={rows} />
      {/* The appointment's page on the client's dashboard, where its documents are uploaded. */}
      <ActionButton href={`${context.appUrl}/dashboard/appointments/${appointment.id}`}>{m.upload(names.length)}</ActionButton>
      <Paragraph>{m.notByEmail}</Paragraph>
      <Paragraph muted>{withSlot(a.callUs, "phone", phone)}</Paragraph>
    </EmailLayout>
  );
}
