import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";

/** Any unknown route: a friendly way back. */
export function NotFoundPage() {
  usePageMeta("not-found");
  return (
    <Container size="sm" py={80}>
      <Stack gap="lg" align="center" ta="center">
        <Text fw={700} fz={64} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>We couldn&apos;t find that page</Title>
        <Text size="lg">
          The link may be old or mistyped. Everything else is still here: start from the home page, or tell us what
          you were looking for.
        </Text>
        <Group justify="center">
          <Button component={Link} href={paths.home}>
            Back to Home
          </Button>
          <Button component={Link} href={paths.contact} variant="outline">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
