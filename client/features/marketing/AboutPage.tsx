import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { useBusiness } from "../../lib/business";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";
import { useMarketingT } from "./marketing-messages";

/** About (SPEC.md section 2): 'About {business}', the tagline, the owner's paragraphs and the preparers. */
export function AboutPage() {
  usePageMeta("/about");
  const t = useMarketingT();
  const business = useBusiness();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("about.heading", { business: business.name })}</Title>
        <Text size="xl" fw={500}>
          {business.tagline}
        </Text>
        {business.about.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {business.preparers.length > 0 && (
          <Stack component="section" gap="sm" aria-labelledby="preparers-heading">
            <Title order={2} size="h3" id="preparers-heading">
              {t("about.preparers")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {business.preparers.map((preparer) => (
                <Paper key={preparer.name} withBorder radius="md" p="md">
                  <Group gap="md" wrap="nowrap">
                    {preparer.photo && (
                      <img src={preparer.photo} alt={t("about.photo", { name: preparer.name })} width={96} height={96} loading="lazy" style={{ borderRadius: "50%", objectFit: "cover" }} />
                    )}
                    <Stack gap={2}>
                      <Text fw={700}>{preparer.name}</Text>
                      <Text>{preparer.role}</Text>
                      {preparer.credentials && <Text size="sm">{preparer.credentials}</Text>}
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Group>
          <Button component={Link} href={paths.book}>
            {t("bookAppointment")}
          </Button>
          <Button component={Link} href={paths.contact} variant="outline">
            {t("contactUs")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
