import type { AppointmentFacts, ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Facts, Paragraph, contactRows } from "./email-parts";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type OfficeAppointmentMovedEmailProps = {
  appointment: AppointmentFacts;
  client: ClientFacts;
  /** UTC ISO start the client moved it from. */
  previousStart: string;
  context: EmailContext;
};

/** Tells the office a client moved their own appointment from their dashboard (issue 32): the old time is free again. */
export function OfficeAppointmentMovedEmail({ appointment, client, previousStart, context }: OfficeAppointmentMovedEmailProps) {
  const when = formatWhen(appointment.start, context.timeZone);
  return (
    <EmailLayout context={context} title="Appointment moved by the client" preview={`${client.name} moved ${appointment.service} to ${when}`}>
      <EmailHeading>Appointment moved by the client</EmailHeading>
      <Paragraph>A client moved their appointment online to another free time. The previous time is free again for others to book.</Paragraph>
      <Facts
        rows={[
          ...contactRows("Client", client),
          ["Service", appointment.service],
          ["New time", when],
          ["Previous time", formatWhen(previousStart, context.timeZone)],
        ]}
      />
      <ActionButton href={`${context.appUrl}/admin`}>Open Admin</ActionButton>
    </EmailLayout>
  );
}
