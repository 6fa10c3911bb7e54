import type { AppointmentFacts, ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Facts, InlineLink, Paragraph } from "./email-parts";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type AppointmentEmailVariant = "received" | "confirmed" | "rescheduled" | "cancelled" | "reminder";

export type AppointmentEmailProps = {
  variant: AppointmentEmailVariant;
  appointment: AppointmentFacts;
  client: ClientFacts;
  context: EmailContext;
  /** For "rescheduled": the time it had before. */
  previousStart?: string;
  /** For "rescheduled": the request was moved before it was confirmed. */
  stillPending?: boolean;
  /** Calendar links, for the variants that carry an invitation. */
  calendar?: { googleUrl: string; icsUrl: string };
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

const HEADINGS: Record<AppointmentEmailVariant, string> = {
  received: "We received your request",
  confirmed: "Your appointment is confirmed",
  rescheduled: "Your appointment has a new time",
  cancelled: "Your appointment is cancelled",
  reminder: "See you soon",
};

/** What a client is told at each step of an appointment's life. */
export function AppointmentEmail({
  variant,
  appointment,
  client,
  context,
  previousStart,
  stillPending = false,
  calendar,
}: AppointmentEmailProps) {
  const when = formatWhen(appointment.start, context.timeZone);
  const { business } = context;
  const phone = (
    <InlineLink href={`tel:${business.phoneE164}`}>{business.phoneDisplay}</InlineLink>
  );
  const rows: [string, string][] = [["Service", appointment.service]];
  if (variant === "rescheduled" && previousStart) {
    rows.push(["New time", when], ["Previous time", formatWhen(previousStart, context.timeZone)]);
  } else {
    rows.push(["When", when]);
  }
  if (variant !== "cancelled") rows.push(["Where", `${business.name}, ${business.addressLine}`]);

  return (
    <EmailLayout context={context} title={HEADINGS[variant]} preview={`${HEADINGS[variant]}: ${appointment.service}, ${when}`}>
      <EmailHeading>{HEADINGS[variant]}</EmailHeading>
      <Paragraph>Hi {firstName(client.name)},</Paragraph>
      {variant === "received" && (
        <Paragraph>
          Thank you for your request. It is pending until our office confirms it; we will email you as soon as it is
          confirmed.
        </Paragraph>
      )}
      {variant === "confirmed" && <Paragraph>Our office has confirmed your appointment. We look forward to seeing you.</Paragraph>}
      {variant === "rescheduled" && !stillPending && <Paragraph>Our office has moved your appointment to a new time.</Paragraph>}
      {variant === "rescheduled" && stillPending && (
        <Paragraph>
          Our office has moved your requested appointment to a new time. It is still pending: we will email you as soon
          as it is confirmed.
        </Paragraph>
      )}
      {variant === "cancelled" && (
        <Paragraph>Your appointment has been cancelled. If you would like another time, you are welcome to book again.</Paragraph>
      )}
      {variant === "reminder" && <Paragraph>This is a friendly reminder of your upcoming appointment.</Paragraph>}
      <Facts rows={rows} />
      {variant === "reminder" && (
        <Paragraph>
          Please bring a photo ID, last year&apos;s tax return, and your income forms (W-2s, 1099s) and any letters from
          the IRS or the Franchise Tax Board.
        </Paragraph>
      )}
      {calendar && (
        <Paragraph>
          <InlineLink href={calendar.googleUrl}>Add to Google Calendar</InlineLink>
          {" · "}
          <InlineLink href={calendar.icsUrl}>Download calendar file (.ics)</InlineLink>
        </Paragraph>
      )}
      {variant === "cancelled" ? (
        <ActionButton href={`${context.appUrl}/book`}>Book a new time</ActionButton>
      ) : (
        <ActionButton href={`${context.appUrl}/dashboard`}>View your appointments</ActionButton>
      )}
      <Paragraph muted>
        Need to change something? Call us at {phone}.
      </Paragraph>
    </EmailLayout>
  );
}
