import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarOff, IconCalendarPlus, IconChecklist } from "@tabler/icons-react";
import { Link } from "wouter";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import { prepareAppointmentPath } from "../../app/paths";
import { fillIn } from "../../components/fill-in";
import { ActionMessage } from "../../components/ActionMessage";
import type { TimedMessage } from "../../lib/use-timed-message";
import { useSpecT } from "../../components/common-messages";
import { hasServiceIcon, ServiceIcon } from "../../components/service-icon";
import { useServiceName } from "../../components/service-name";
import { StatusBadge } from "../../components/StatusBadge";
import { formatFullDate, formatTime, formatZoneName } from "../../lib/business-time";
import { appointmentWords } from "./appointment-text";
import { useDashboardT } from "./dashboard-messages";
import { EmptyState } from "../../components/EmptyState";

export type MyAppointmentsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; appointments: readonly ClientAppointment[] };

export type DashboardViewProps = {
  fullName: string;
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  appointments: MyAppointmentsState;
  bookHref: string;
  /** The last cancel's outcome; clears itself after a few seconds. */
  message?: TimedMessage | null;
  onCancel?: (appointment: ClientAppointment) => void;
  /** Opens the dialog that moves it to another free time (issue 32): offered while it can be cancelled online. */
  onMove?: (appointment: ClientAppointment) => void;
  /** The office's phone, for cancelling past the online cutoff. */
  phone?: { display: string; href: string };
};

/** docs/product.md §2.5, Dashboard: earliest first, whatever order the list arrives in. */
function byTime(list: readonly ClientAppointment[]): ClientAppointment[] {
  return [...list].sort((a, b) => Date.parse(a.appointment_time) - Date.parse(b.appointment_time));
}

type ItemActions = Pick<DashboardViewProps, "onCancel" | "onMove" | "phone">;

/**
 * What the client can do with an appointment: answer its questions and send its documents, move or
 * cancel it, or call, and add a confirmed one to a calendar.
 */
function AppointmentActions({
  appointment,
  timeZone,
  onCancel,
  onMove,
  phone,
}: { appointment: ClientAppointment; timeZone: string } & ItemActions) {
  const t = useDashboardT();
  const serviceName = useServiceName();
  const callToCancel = appointment.cancellation === "by_phone" && phone;
  // Its questions and documents (issue 34): while the office still takes them, pending or confirmed.
  const prepare = appointment.status === "pending" || appointment.status === "confirmed";
  if (!prepare && appointment.cancellation !== "online" && !callToCancel && !appointment.calendar) return null;
  // Every card has these buttons: the accessible names say which appointment each acts on.
  const which = t("appointment.which", appointmentWords(appointment, timeZone, t, serviceName));
  return (
    <Group gap="xs" mt="sm" wrap="wrap">
      {prepare && (
        <Button
          component={Link}
          href={prepareAppointmentPath(appointment.id)}
          variant="default"
          size="xs"
          leftSection={<IconChecklist size={16} aria-hidden />}
          aria-label={t("action.prepareLabel", { appointment: which })}
        >
          {t("action.prepare")}
        </Button>
      )}
      {appointment.calendar && (
        <>
          <Button
            component="a"
            href={appointment.calendar.ics_url}
            variant="default"
            size="xs"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            aria-label={t("action.addToCalendarLabel", { appointment: which })}
          >
            {t("action.addToCalendar")}
          </Button>
          <Button
            component="a"
            href={appointment.calendar.google_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="xs"
            aria-label={t("action.googleCalendarLabel", { appointment: which })}
          >
            {t("action.googleCalendar")}
          </Button>
        </>
      )}
      {appointment.cancellation === "online" && onMove && (
        <Button variant="default" size="xs" aria-label={t("action.moveLabel", { appointment: which })} onClick={() => onMove(appointment)}>
          {t("action.move")}
        </Button>
      )}
      {appointment.cancellation === "online" && onCancel && (
        <Button
          variant="default"
          size="xs"
          aria-label={t("action.cancelLabel", { appointment: which })}
          onClick={() => onCancel(appointment)}
        >
          {t("action.cancel")}
        </Button>
      )}
      {callToCancel && (
        <Text size="sm">
          {/* The office's number is a link inside the sentence, wherever the language puts it. */}
          {fillIn(t("action.callToCancel", { phone: "{phone}" }), { phone: <Anchor href={phone.href}>{phone.display}</Anchor> })}
        </Text>
      )}
    </Group>
  );
}

function AppointmentItem({ appointment, timeZone, ...actions }: { appointment: ClientAppointment; timeZone: string } & ItemActions) {
  const spec = useSpecT();
  const t = useDashboardT();
  const serviceName = useServiceName();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {hasServiceIcon(appointment.service) && (
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <ServiceIcon service={appointment.service} />
            </ThemeIcon>
          )}
          <Stack gap={4}>
            <Title order={3} size="h4">
              {serviceName(appointment.service)}
            </Title>
            <Text>{formatFullDate(appointment.appointment_time, timeZone)}</Text>
            <Text fw={600}>{formatTime(appointment.appointment_time, timeZone)}</Text>
            {appointment.preparer && <Text size="sm">{t("preparer.with", { name: appointment.preparer.name })}</Text>}
          </Stack>
        </Group>
        <StatusBadge status={appointment.status} />
      </Group>
      {appointment.status === "pending" && (
        <Text size="sm" mt="sm" fs="italic">
          {spec("dashboard.awaitingConfirmation")}
        </Text>
      )}
      <AppointmentActions appointment={appointment} timeZone={timeZone} {...actions} />
    </Card>
  );
}

function AppointmentList({
  state,
  timeZone,
  bookHref,
  ...actions
}: { state: MyAppointmentsState; timeZone: string | null; bookHref: string } & ItemActions) {
  const t = useDashboardT();
  const spec = useSpecT();
  if (state.status === "error") {
    return (
      <Alert color="red" variant="light">
        {state.message}
      </Alert>
    );
  }
  if (state.status === "loading" || !timeZone) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text>{t("loading")}</Text>
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (state.appointments.length === 0) {
    return (
      <EmptyState
        icon={IconCalendarOff}
        message={spec("dashboard.empty")}
        action={
          <Button component={Link} href={bookHref}>
            {t("empty.book")}
          </Button>
        }
      />
    );
  }
  return (
    <Stack component="ul" gap="sm">
      {byTime(state.appointments).map((appointment) => (
        <AppointmentItem key={appointment.id} appointment={appointment} timeZone={timeZone} {...actions} />
      ))}
    </Stack>
  );
}

/** /dashboard: the signed-in client's appointments and where each one stands. */
export function DashboardView({ fullName, timeZone, appointments, bookHref, message = null, onCancel, onMove, phone }: DashboardViewProps) {
  const t = useDashboardT();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t("welcome", { name: fullName })}</Title>
            <Text>{timeZone ? t("introWithZone", { zone: formatZoneName(timeZone) }) : t("intro")}</Text>
          </Stack>
          <Button component={Link} href={bookHref}>
            {t("bookAppointment")}
          </Button>
        </Group>
        <Stack component="section" aria-labelledby="appointments-heading" gap="sm">
          <Title order={2} size="h3" id="appointments-heading">
            {t("heading")}
          </Title>
          <ActionMessage message={message} />
          <AppointmentList state={appointments} timeZone={timeZone} bookHref={bookHref} onCancel={onCancel} onMove={onMove} phone={phone} />
        </Stack>
      </Stack>
    </Container>
  );
}
