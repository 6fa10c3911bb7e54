import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "wouter";
import { useSpecT } from "../../components/common-messages";
import { ServiceIcon } from "../../components/service-icon";
import { useServiceName } from "../../components/service-name";
import { formatDateKey, formatTime, type DateKey } from "../../lib/business-time";
import { useBookingT } from "./booking-messages";

export type BookingSession = "loading" | "signed-in" | "signed-out";

type ConfirmPanelProps = {
  service: string;
  date: DateKey | null;
  slot: string | null;
  timeZone: string;
  session: BookingSession;
  /** Where "Log in" leads, coming back to /book afterwards. */
  loginHref: string;
  submitting: boolean;
  /** Shown above the button, e.g. when a choice is missing. */
  error: string | null;
  onSubmit: () => void;
};

function Choice({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The chosen service beside its icon, the one the picker above showed for it. */
function ServiceChoice({ label, service }: { label: string; service: string }) {
  const serviceName = useServiceName();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <ServiceIcon service={service} />
      </ThemeIcon>
      <Choice label={label} value={serviceName(service)} />
    </Group>
  );
}

/** The last step: what is about to be requested, and the button that requests it. */
export function ConfirmPanel({
  service,
  date,
  slot,
  timeZone,
  session,
  loginHref,
  submitting,
  error,
  onSubmit,
}: ConfirmPanelProps) {
  const t = useBookingT();
  const spec = useSpecT();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="confirm-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="confirm-heading">
          {t("confirm.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ServiceChoice label={t("confirm.service")} service={service} />
          <Choice label={t("confirm.date")} value={date ? formatDateKey(date) : t("confirm.notSelected")} />
          <Choice label={t("confirm.time")} value={slot ? formatTime(slot, timeZone) : t("confirm.notSelected")} />
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        {session === "signed-out" ? (
          <Button component={Link} href={loginHref} variant="outline" w={{ base: "100%", sm: "auto" }}>
            {t("confirm.logInToBook")}
          </Button>
        ) : (
          <Button
            onClick={onSubmit}
            loading={submitting || session === "loading"}
            w={{ base: "100%", sm: "fit-content" }}
          >
            {spec("booking.submitRequest")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
