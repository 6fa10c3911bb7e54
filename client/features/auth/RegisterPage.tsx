import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/auth). */
export function RegisterPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Register</Title>
    </Container>
  );
}
