import type { AppointmentFacts, ClientFacts } from "./email-payloads";
import type { EmailContext } from "./email-context";
import { ActionButton, EmailHeading, Facts, Paragraph, contactRows } from "./email-parts";
import { EmailLayout } from "./EmailLayout";
import { formatWhen } from "./when";

export type OfficeAppointmentRequestEmailProps = {
  appointment: AppointmentFacts;
  client: ClientFacts;
  context: EmailContext;
};

/** Tells the office a client asked for a time, so nobody has to watch /admin. */
export function OfficeAppointmentRequestEmail({ appointment, client, context }: OfficeAppointmentRequestEmailProps) {
  const when = formatWhen(appointment.start, context.timeZone);
  return (
    <EmailLayout context={context} title="New appointment request" preview={`${client.name} asked for ${appointment.service}, ${when}`}>
      <EmailHeading>New appointment request</EmailHeading>
      <Paragraph>A client asked for an appointment. It waits as pending until someone confirms it.</Paragraph>
      <Facts
        rows={[
          ...contactRows("Client", client),
          ["Service", appointment.service],
          ["Requested time", when],
        ]}
      />
      <ActionButton href={`${context.appUrl}/admin`}>Review in Admin</ActionButton>
    </EmailLayout>
  );
}
