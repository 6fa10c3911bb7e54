import type { AppointmentFacts, ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Facts, Paragraph, contactRows } from "./email-parts";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type OfficeAppointmentCancelledEmailProps = {
  appointment: AppointmentFacts;
  client: ClientFacts;
  /** The client's reason, or "" when they gave none. */
  reason: string;
  context: EmailContext;
};

/** Tells the office a client cancelled from their dashboard: the time is free again. */
export function OfficeAppointmentCancelledEmail({ appointment, client, reason, context }: OfficeAppointmentCancelledEmailProps) {
  const when = formatWhen(appointment.start, context.timeZone);
  return (
    <EmailLayout context={context} title="Appointment cancelled by the client" preview={`${client.name} cancelled ${appointment.service}, ${when}`}>
      <EmailHeading>Appointment cancelled by the client</EmailHeading>
      <Paragraph>A client cancelled their appointment online. The time is free again for others to book.</Paragraph>
      <Facts
        rows={[
          ...contactRows("Client", client),
          ["Service", appointment.service],
          ["Time", when],
          ["Reason", reason || "None given"],
        ]}
      />
      <ActionButton href={`${context.appUrl}/admin`}>Open Admin</ActionButton>
    </EmailLayout>
  );
}
