import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";

export function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Stress-Free Tax Services You Can Trust</Title>
        <Text size="lg">
          Personal and business tax preparation and IRS representation from a local team that knows
          California.
        </Text>
        <Group>
          <Button component={Link} href={paths.book}>
            Book an Appointment
          </Button>
          <Button component={Link} href={paths.services} variant="outline">
            Learn More
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
