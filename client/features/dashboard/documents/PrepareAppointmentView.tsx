import { Alert, Anchor, Card, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "wouter";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import type { DocumentDto, DocumentFolder, IntakeView } from "#server/shared/documents.schema.ts";
import type { IntakeAnswers } from "#server/shared/intake.schema.ts";
import { useServiceName } from "../../../components/service-name";
import { StatusBadge } from "../../../components/StatusBadge";
import { formatFullDate, formatTime } from "../../../lib/business-time";
import type { LoadState } from "../../../lib/query-state";
import type { TimedMessage } from "../../../lib/use-timed-message";
import { useDashboardT } from "../dashboard-messages";
import { useAppointmentPrepT } from "./appointment-prep-messages";
import { DocumentsSection, type UploadProgress } from "./DocumentsSection";
import { IntakeSection } from "./IntakeSection";

export type { UploadProgress } from "./DocumentsSection";

/** The questionnaire with its answers, and the folder: the page shows once it has both. */
export type PrepareAppointmentState = LoadState<{ intake: IntakeView; folder: DocumentFolder }>;

export type PrepareAppointmentViewProps = {
  /** The appointment as the client's list has it; null while the list loads. */
  appointment: ClientAppointment | null;
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  state: PrepareAppointmentState;
  /** Cancelled or over (no longer pending or confirmed): everything is shown read only. */
  closed: boolean;
  dashboardHref: string;
  saving: boolean;
  /** Why the last save of the answers failed. */
  saveMessage: TimedMessage | null;
  onSaveAnswers: (answers: IntakeAnswers) => void;
  uploads: readonly UploadProgress[];
  onUpload: (item: string | null, files: File[]) => void;
  onDismissUpload: (id: number) => void;
  onRemove: (document: DocumentDto) => void;
};

/** Which appointment this is: its service, day and time, as the dashboard's card shows them. */
function AppointmentSummary({ appointment, timeZone }: { appointment: ClientAppointment; timeZone: string }) {
  // The dashboard's own words for it, as its card says it.
  const t = useDashboardT();
  const serviceName = useServiceName();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {serviceName(appointment.service)}
          </Text>
          <Text>{formatFullDate(appointment.appointment_time, timeZone)}</Text>
          <Text fw={600}>{formatTime(appointment.appointment_time, timeZone)}</Text>
          {appointment.preparer && <Text size="sm">{t("preparer.with", { name: appointment.preparer.name })}</Text>}
        </Stack>
        <StatusBadge status={appointment.status} />
      </Group>
    </Card>
  );
}

/**
 * /dashboard/appointments/:id: what a client does before an appointment (issue 34): answer the
 * service's questions, then upload (or plan to bring) the documents the answers ask for.
 */
export function PrepareAppointmentView({
  appointment,
  timeZone,
  state,
  closed,
  dashboardHref,
  saving,
  saveMessage,
  onSaveAnswers,
  uploads,
  onUpload,
  onDismissUpload,
  onRemove,
}: PrepareAppointmentViewProps) {
  const t = useAppointmentPrepT();
  return (
    <Container py="xl">
      <Stack gap="xl" maw={760}>
        <Stack gap="md">
          <Anchor component={Link} href={dashboardHref} py={6} style={{ alignSelf: "flex-start" }}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconArrowLeft size={18} aria-hidden />
              {t("back")}
            </Group>
          </Anchor>
          <Title order={1}>{t("title")}</Title>
          {appointment && timeZone && <AppointmentSummary appointment={appointment} timeZone={timeZone} />}
          {closed && (
            <Alert color="gray" variant="light" role="note" icon={<IconInfoCircle size={20} aria-hidden />}>
              {t("closed")}
            </Alert>
          )}
        </Stack>
        {state.status === "error" ? (
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
        ) : state.status === "loading" ? (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("loading")}</Text>
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : (
          <>
            <IntakeSection intake={state.intake} closed={closed} saving={saving} message={saveMessage} onSave={onSaveAnswers} />
            <DocumentsSection
              folder={state.folder}
              closed={closed}
              uploads={uploads}
              onUpload={onUpload}
              onDismissUpload={onDismissUpload}
              onRemove={onRemove}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
