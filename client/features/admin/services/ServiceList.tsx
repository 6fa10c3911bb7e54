import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import type { OfficeServiceAdmin } from "#server/shared/office-service.schema.ts";
import { useServicePrice } from "#client/components/service-name.ts";
import { durationText, useServiceDuration } from "#client/components/service-duration.ts";
import { useLocale } from "#client/lib/i18n.ts";
import { useServicesT } from "./services-messages";

type ServiceListProps = {
  services: readonly OfficeServiceAdmin[];
  onEdit: (service: OfficeServiceAdmin) => void;
  /** Opens the service's intake questionnaire (issue 34). */
  onIntake: (service: OfficeServiceAdmin) => void;
  /** Moves a service one place up (-1) or down (+1) in the order clients see. */
  onMove: (service: OfficeServiceAdmin, by: -1 | 1) => void;
  onRetire: (service: OfficeServiceAdmin) => void;
  onRestore: (service: OfficeServiceAdmin) => void;
  /** The service a change is running for, or "order" while the order is saved. */
  busy: number | "order" | null;
};

/** Every service in the office's order: its names in both languages, its price and length, who offers it, and what the owner can do with it (its intake questions too). */
export function ServiceList({ services, onEdit, onIntake, onMove, onRetire, onRestore, busy }: ServiceListProps) {
  const t = useServicesT();
  const price = useServicePrice();
  const duration = useServiceDuration();
  const locale = useLocale();
  return (
    <Stack component="ol" gap="sm" aria-label={t("services.listLabel")} p={0} m={0} style={{ listStyle: "none" }}>
      {services.map((service, index) => (
        <Card key={service.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={2} miw={0} flex={1}>
              <Group gap="xs">
                <Text fw={600}>{service.name}</Text>
                {service.retired && (
                  <Badge variant="filled" color="gray.7" autoContrast>
                    {t("service.retired")}
                  </Badge>
                )}
              </Group>
              <Text size="sm" lang="es">
                {service.name_es}
              </Text>
              <Text size="sm">{price(service) ?? t("service.noPrice")}</Text>
              <Text size="sm">
                {service.buffer_minutes === 0
                  ? t("service.length", { duration: duration(service.slots) })
                  : t("service.lengthAndBuffer", { duration: duration(service.slots), buffer: durationText(service.buffer_minutes, locale) })}
              </Text>
              <Text size="sm">
                {service.preparers.length === 0
                  ? t("service.everyone")
                  : t("service.offeredBy", { names: service.preparers.map((preparer) => preparer.name).join(", ") })}
              </Text>
            </Stack>
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("service.moveUp", { name: service.name })}
                disabled={index === 0 || busy !== null}
                onClick={() => onMove(service, -1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("service.moveDown", { name: service.name })}
                disabled={index === services.length - 1 || busy !== null}
                onClick={() => onMove(service, 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={() => onEdit(service)} aria-label={t("service.editLabel", { name: service.name })}>
                {t("service.edit")}
              </Button>
              <Button variant="default" onClick={() => onIntake(service)} aria-label={t("service.intakeLabel", { name: service.name })}>
                {t("service.intake")}
              </Button>
              {service.retired ? (
                <Button
                  variant="default"
                  onClick={() => onRestore(service)}
                  loading={busy === service.id}
                  aria-label={t("service.restoreLabel", { name: service.name })}
                >
                  {t("service.restore")}
                </Button>
              ) : (
                <Button
                  color="red"
                  variant="outline"
                  onClick={() => onRetire(service)}
                  loading={busy === service.id}
                  aria-label={t("service.retireLabel", { name: service.name })}
                >
                  {t("service.retire")}
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
