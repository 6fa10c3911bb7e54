import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";
import { ServiceCards } from "./ServiceCards";
import { SERVICES } from "./services-content";

/** Services (SPEC.md section 2): 'Our Services', 'Everything You Need for Tax Season', three cards. */
export function ServicesPage() {
  usePageMeta("/services");
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Our Services</Title>
        <Title order={2} size="h3">
          Everything You Need for Tax Season
        </Title>
        <Text size="lg" maw={720}>
          From a single W-2 to a growing business with employees, we prepare, review and file your returns, and we
          stay with you after filing if questions come back from the IRS or the California Franchise Tax Board.
        </Text>
        <ServiceCards services={SERVICES} />
        <Group>
          <Button component={Link} href={paths.book}>
            Book an Appointment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
