import { Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { ServiceIcon } from "../../components/service-icon";
import { useServiceName } from "../../components/service-name";
import { useMarketingT } from "./marketing-messages";
import type { ServiceInfo } from "./services-content";

export type ServiceCardsProps = {
  services: readonly ServiceInfo[];
  /** The cards' heading level under the section's own heading. */
  titleOrder?: 2 | 3;
};

/** One card per service: icon, name and description (docs/product.md §3 "Service"). */
export function ServiceCards({ services, titleOrder = 3 }: ServiceCardsProps) {
  const t = useMarketingT();
  const serviceName = useServiceName();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {services.map(({ name, description }) => (
        <Card key={name} withBorder radius="md" padding="lg">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <ServiceIcon service={name} size={28} />
          </ThemeIcon>
          <Title order={titleOrder} size="h3" mt="md">
            {serviceName(name)}
          </Title>
          <Text mt="sm">{t(description)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
