import { Button, Card, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useStaffT } from "./staff-messages";

type StaffHandoverProps = {
  /** Whose appointments these are: the member just deactivated. */
  name: string;
  /** Their open appointments from now on, still to give to someone else. */
  appointments: readonly AdminAppointment[];
  /** The preparers who can take them (the deactivated one is no longer among them). */
  preparers: readonly { id: number; name: string }[];
  timeZone: string;
  /** Resolves true once the appointment is someone else's; it then leaves the list. */
  onReassign: (appointment: AdminAppointment, preparerId: number) => Promise<boolean>;
  /** The appointment a reassignment is running for. */
  busyId: number | null;
  onDismiss: () => void;
};

/** After a preparer is deactivated (decision 0234): their open appointments, each with who should take it. */
export function StaffHandover({ name, appointments, preparers, timeZone, onReassign, busyId, onDismiss }: StaffHandoverProps) {
  const t = useStaffT();
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="handover-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="handover-heading">
            {t("handover.heading", { name })}
          </Title>
          <Text size="sm">{appointments.length > 0 ? t("handover.intro", { name }) : t("handover.none", { name })}</Text>
        </Stack>
        {appointments.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {appointments.map((appointment) => {
              const when = formatDateTime(appointment.appointment_time, timeZone);
              const to = chosen[appointment.id] ?? null;
              return (
                <Card key={appointment.id} component="li" withBorder radius="md" padding="sm">
                  <Group align="flex-end" gap="sm">
                    <Select
                      label={t("handover.to", { client: appointment.client_name, when })}
                      data={preparers.map((preparer) => ({ value: String(preparer.id), label: preparer.name }))}
                      value={to}
                      onChange={(value) => setChosen((current) => ({ ...current, [appointment.id]: value }))}
                      miw={260}
                      flex={1}
                    />
                    <Button
                      disabled={to === null}
                      loading={busyId === appointment.id}
                      aria-label={t("handover.submitLabel", { client: appointment.client_name, when })}
                      onClick={() => to !== null && void onReassign(appointment, Number(to))}
                    >
                      {t("handover.submit")}
                    </Button>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
        <Button variant="default" w="fit-content" onClick={onDismiss}>
          {t("handover.dismiss")}
        </Button>
      </Stack>
    </Paper>
  );
}
