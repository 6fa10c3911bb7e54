import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/dashboard). */
export function DashboardPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Dashboard</Title>
    </Container>
  );
}
