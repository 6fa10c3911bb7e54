import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";
import { useMarketingT } from "./marketing-messages";

/** Any unknown route: a friendly way back. */
export function NotFoundPage() {
  usePageMeta("not-found");
  const t = useMarketingT();
  return (
    <Container py={80}>
      <Stack gap="lg" align="center" ta="center">
        <Text fw={700} fz={64} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t("notFound.heading")}</Title>
        <Text size="lg">{t("notFound.text")}</Text>
        <Group justify="center">
          <Button component={Link} href={paths.home}>
            {t("notFound.home")}
          </Button>
          <Button component={Link} href={paths.contact} variant="outline">
            {t("contactUs")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
