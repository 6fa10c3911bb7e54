import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/booking). */
export function BookPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Book</Title>
    </Container>
  );
}
