import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import type { OfficeService } from "#server/shared/office-service.schema.ts";
import { ServiceIcon } from "../../components/service-icon";
import { useServiceDuration } from "../../components/service-duration";
import { useServiceName, useServicePrice } from "../../components/service-name";
import classes from "./ServicePicker.module.css";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/RadioCard.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";

type ServicePickerProps = {
  /** The services clients can book, in the office's order (decision 0237). */
  services: readonly OfficeService[];
  value: string | null;
  onChange: (service: string) => void;
  /** Names the radio group: the step's heading. */
  label: ReactNode;
};

/**
 * The office's services as radio cards: one click or the arrow keys choose, and assistive
 * technology hears a radio group, not loose buttons. A price shows where the office gives one.
 */
export function ServicePicker({ services, value, onChange, label }: ServicePickerProps) {
  // The radio values stay the English names the API takes; only the cards' text is translated.
  const serviceName = useServiceName(services);
  const price = useServicePrice();
  const duration = useServiceDuration();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        if (services.some((service) => service.name === next)) onChange(next);
      }}
      label={label}
      labelProps={{ mb: "sm" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {services.map((service) => (
          <Radio.Card key={service.id} value={service.name} p="md" radius="md" className={classes.card}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <ServiceIcon service={service.name} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={600}>{serviceName(service.name)}</Text>
                {/* Default colour: the chosen card's tint leaves dimmed text short of AA contrast. */}
                {price(service) && <Text size="sm">{price(service)}</Text>}
                {/* A service of one slot is what the spec's page shows: no length; a longer one says so. */}
                {service.slots > 1 && <Text size="sm">{duration(service.slots)}</Text>}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
