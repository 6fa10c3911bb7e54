import { Container, Title } from "@mantine/core";

/** Placeholder until this screen is built (see the issue that owns features/settings). */
export function SettingsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Settings</Title>
    </Container>
  );
}
