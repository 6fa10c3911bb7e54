import type { Locale } from "../shared/i18n/locales";
import { localServiceName } from "../shared/i18n/service-names";
import type { AppointmentFacts, ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { emailMessages } from "./email-messages";
import { ActionButton, EmailHeading, Facts, firstName, InlineLink, Paragraph, withSlot } from "./email-parts";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type AppointmentEmailVariant = "received" | "confirmed" | "rescheduled" | "cancelled" | "reminder";

export type AppointmentEmailProps = {
  variant: AppointmentEmailVariant;
  appointment: AppointmentFacts;
  client: ClientFacts;
  context: EmailContext;
  /** The client's language. */
  locale: Locale;
  /** For "rescheduled": the time it had before. */
  previousStart?: string;
  /** For "rescheduled": the request was moved before it was confirmed. */
  stillPending?: boolean;
  /** Calendar links, for the variants that carry an invitation. */
  calendar?: { googleUrl: string; icsUrl: string };
};

/** What a client is told at each step of an appointment's life, in their language. */
export function AppointmentEmail({
  variant,
  appointment,
  client,
  context,
  locale,
  previousStart,
  stillPending = false,
  calendar,
}: AppointmentEmailProps) {
  const messages = emailMessages(locale);
  const m = messages.appointment;
  const when = formatWhen(appointment.start, context.timeZone, locale);
  const service = localServiceName(appointment.service, locale, context.services);
  const heading = m.headings[variant];
  const { business } = context;
  const phone = (
    <InlineLink href={`tel:${business.phoneE164}`}>{business.phoneDisplay}</InlineLink>
  );
  const rows: [string, string][] = [[m.labels.service, service]];
  if (appointment.preparer) rows.push([m.labels.preparer, appointment.preparer]);
  if (variant === "rescheduled" && previousStart) {
    rows.push([m.labels.newTime, when], [m.labels.previousTime, formatWhen(previousStart, context.timeZone, locale)]);
  } else {
    rows.push([m.labels.when, when]);
  }
  if (variant !== "cancelled") rows.push([m.labels.where, `${business.name}, ${business.addressLine}`]);
  const own = context.texts[variant];
  const productIntro = {
    received: m.received,
    confirmed: m.confirmed,
    rescheduled: stillPending ? m.rescheduledPending : m.rescheduled,
    cancelled: m.cancelled,
    reminder: m.reminder,
  }[variant];
  // The owner's opening (decision 0247), except where the product's says the request is still pending: that is a fact.
  const intro = (variant === "rescheduled" && stillPending ? null : own?.intro?.[locale]) ?? productIntro;
  const closing = own?.closing?.[locale];

  return (
    <EmailLayout context={context} locale={locale} title={heading} preview={m.preview(heading, service, when)}>
      <EmailHeading>{heading}</EmailHeading>
      <Paragraph>{messages.greeting(firstName(client.name))}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Facts rows={rows} />
      {variant === "reminder" && <Paragraph>{m.whatToBring}</Paragraph>}
      {calendar && (
        <Paragraph>
          <InlineLink href={calendar.googleUrl}>{m.addToGoogleCalendar}</InlineLink>
          {" · "}
          <InlineLink href={calendar.icsUrl}>{m.downloadCalendarFile}</InlineLink>
        </Paragraph>
      )}
      {closing && <Paragraph>{closing}</Paragraph>}
      {variant === "cancelled" ? (
        <ActionButton href={`${context.appUrl}/book`}>{m.bookAgain}</ActionButton>
      ) : (
        <ActionButton href={`${context.appUrl}/dashboard`}>{m.viewAppointments}</ActionButton>
      )}
      <Paragraph muted>{withSlot(m.callUs, "phone", phone)}</Paragraph>
    </EmailLayout>
  );
}
