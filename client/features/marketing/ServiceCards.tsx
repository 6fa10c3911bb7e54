import { Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import type { OfficeService } from "#server/shared/office-service.schema.ts";
import { ServiceIcon } from "../../components/service-icon";
import { useServiceDescription, useServiceName, useServicePrice } from "../../components/service-name";

export type ServiceCardsProps = {
  /** The office's services, in its order (the business profile's). */
  services: readonly OfficeService[];
  /** The cards' heading level under the section's own heading. */
  titleOrder?: 2 | 3;
};

/** One card per service: icon, name, description and the price when the office shows one (docs/product.md §3 "Service", decision 0237). */
export function ServiceCards({ services, titleOrder = 3 }: ServiceCardsProps) {
  const serviceName = useServiceName(services);
  const description = useServiceDescription();
  const price = useServicePrice();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {services.map((service) => (
        <Card key={service.id} withBorder radius="md" padding="lg">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <ServiceIcon service={service.name} size={28} />
          </ThemeIcon>
          <Title order={titleOrder} size="h3" mt="md">
            {serviceName(service.name)}
          </Title>
          <Text mt="sm">{description(service)}</Text>
          {price(service) && (
            <Text mt="sm" fw={600}>
              {price(service)}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
