import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/marketing). */
export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>About</Title>
    </Container>
  );
}
