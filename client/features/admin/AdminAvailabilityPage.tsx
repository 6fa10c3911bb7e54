import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/admin). */
export function AdminAvailabilityPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminAvailability</Title>
    </Container>
  );
}
