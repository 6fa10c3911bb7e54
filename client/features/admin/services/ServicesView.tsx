import { Alert, Button, Container, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { OfficeServiceAdmin } from "#server/shared/office-service.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { ServiceList } from "./ServiceList";
import { useServicesT } from "./services-messages";

export type ServicesState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; services: readonly OfficeServiceAdmin[] };

export type ServicesViewProps = {
  services: ServicesState;
  /** The last change's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onAdd: () => void;
  onEdit: (service: OfficeServiceAdmin) => void;
  /** Opens the service's intake questionnaire (issue 34). */
  onIntake: (service: OfficeServiceAdmin) => void;
  onMove: (service: OfficeServiceAdmin, by: -1 | 1) => void;
  onRetire: (service: OfficeServiceAdmin) => void;
  onRestore: (service: OfficeServiceAdmin) => void;
  busy: number | "order" | null;
  homeHref: string;
};

/** /admin/services (the owner's, decision 0237): the services clients book, in order, and adding one. */
export function ServicesView(props: ServicesViewProps) {
  const t = useServicesT();
  const { services } = props;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("services.title")} homeHref={props.homeHref} />
        <Text>{t("services.intro")}</Text>
        <ActionMessage message={props.message} />
        {services.status === "error" && (
          <Alert color="red" variant="light">
            {services.message}
          </Alert>
        )}
        {services.status === "loading" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("services.loading")}</Text>
            <Skeleton height={96} radius="md" />
          </Stack>
        )}
        {services.status === "ready" && (
          <ServiceList
            services={services.services}
            onEdit={props.onEdit}
            onIntake={props.onIntake}
            onMove={props.onMove}
            onRetire={props.onRetire}
            onRestore={props.onRestore}
            busy={props.busy}
          />
        )}
        <Group>
          <Button onClick={props.onAdd}>{t("services.add")}</Button>
        </Group>
      </Stack>
    </Container>
  );
}
