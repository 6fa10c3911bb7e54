import { Alert, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import type { ClientDetails, ClientSummary } from "#server/shared/clients.schema.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { StatusBadge } from "#client/components/StatusBadge.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useClientsT } from "./clients-messages";
import { ContactDetails } from "../common/ContactDetails";
import { PrivateNote } from "../common/PrivateNote";
import { IconCalendarOff } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";

export type ClientHistoryState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; details: ClientDetails };

export type ClientHistoryModalProps = {
  /** The client whose history shows; the modal is open while it is set. */
  client: ClientSummary | null;
  history: ClientHistoryState;
  timeZone: string;
  onClose: () => void;
};

/** One client's contact details and every appointment, newest first, with the office's notes. */
export function ClientHistoryModal({ client, history, timeZone, onClose }: ClientHistoryModalProps) {
  const t = useClientsT();
  const serviceName = useServiceName();
  return (
    <Modal
      opened={client !== null}
      onClose={onClose}
      title={client ? t("history.title", { name: client.full_name }) : ""}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      {client && (
        <Stack gap="md">
          <ContactDetails email={client.email} phone={client.phone} />
          {history.status === "loading" && (
            <Stack gap="xs" aria-busy="true">
              <Text size="sm">{t("loadingAppointments")}</Text>
              <Skeleton height={64} radius="md" />
            </Stack>
          )}
          {history.status === "error" && (
            <Alert color="red" variant="light">
              {history.message}
            </Alert>
          )}
          {history.status === "ready" && history.details.appointments.length === 0 && (
            <EmptyState size="sm" icon={IconCalendarOff} message={t("history.empty")} />
          )}
          {history.status === "ready" && history.details.appointments.length > 0 && (
            <Stack component="ul" gap="xs" aria-label={t("history.list")}>
              {history.details.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {formatDateTime(appointment.appointment_time, timeZone)}
                      </Text>
                      <Text size="sm">{serviceName(appointment.service)}</Text>
                      <PrivateNote note={appointment.note} />
                    </Stack>
                    <StatusBadge status={appointment.status} />
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
