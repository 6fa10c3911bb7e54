import { Group, Radio, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import { SERVICE_NAMES, type ServiceName } from "#server/shared/services.ts";
import { ServiceIcon } from "../../components/service-icon";
import { useServiceName } from "../../components/service-name";
import classes from "./ServicePicker.module.css";

function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}

type ServicePickerProps = {
  value: ServiceName | null;
  onChange: (service: ServiceName) => void;
  /** Names the radio group: the step's heading. */
  label: ReactNode;
};

/**
 * The three services as radio cards: one click or the arrow keys choose, and
 * assistive technology hears a radio group, not three loose buttons.
 */
export function ServicePicker({ value, onChange, label }: ServicePickerProps) {
  // The radio values stay the English names the API takes; only the cards' text is translated.
  const serviceName = useServiceName();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        if (isServiceName(next)) onChange(next);
      }}
      label={label}
      labelProps={{ mb: "sm" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {SERVICE_NAMES.map((service) => {
          return (
            <Radio.Card key={service} value={service} p="md" radius="md" className={classes.card}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <ServiceIcon service={service} />
                </ThemeIcon>
                <Text fw={600}>{serviceName(service)}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
