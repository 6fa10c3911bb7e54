import { Avatar, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, useMantineTheme } from "@mantine/core";
import { Link } from "wouter";
import type { BusinessProfile, Preparer } from "#server/shared/business-profile.schema.ts";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import { faceUrl } from "#server/shared/photo-variants.ts";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { usePageMeta } from "../../lib/page-meta";
import classes from "./AboutPage.module.css";
import { useMarketingT } from "./marketing-messages";
import { TrustSignals } from "./TrustSignals";

/** The size a preparer's face is shown at (its file is 320 px wide: faceUrl). */
const FACE_SIZE = 112;

/** "Ana María Ruiz" gives "AR": the first and last names' first letters. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
};

function PreparerCard({ preparer }: { preparer: Preparer }) {
  // By the theme's name, so the theme picks the initials' colour that contrasts in each scheme.
  const { primaryColor } = useMantineTheme();
  return (
    <Card component="li" withBorder radius="lg" padding="lg">
      <Stack align="center" gap={6} ta="center">
        {/* The name is written just below: the face adds nothing a screen reader should repeat. */}
        {preparer.photo ? (
          <img className={classes.face} src={faceUrl(preparer.photo)} alt="" width={FACE_SIZE} height={FACE_SIZE} loading="lazy" decoding="async" />
        ) : (
          <Avatar size={FACE_SIZE} radius={FACE_SIZE} variant="filled" color={primaryColor} aria-hidden="true">
            {initialsOf(preparer.name)}
          </Avatar>
        )}
        <Title order={3} size="h4" mt="xs">
          {preparer.name}
        </Title>
        <Text>{preparer.role}</Text>
        {preparer.credentials && (
          <Text size="sm" fw={600}>
            {preparer.credentials}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** About (docs/product.md §2.3): 'About {business}', the tagline, the owner's paragraphs, the trust row and the preparers. */
export function AboutView({ business }: { business: BusinessProfile }) {
  const t = useMarketingT();
  return (
    <Container py="xl">
      <Stack gap={48}>
        <Stack gap="lg" maw={LAYOUT.measure}>
          <Title order={1}>{t("about.heading", { business: business.name })}</Title>
          <Text size="xl" fw={500}>
            {business.tagline}
          </Text>
          {business.about.map((paragraph) => (
            <Text key={paragraph} size="lg" lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
        <TrustSignals business={business} />
        {business.preparers.length > 0 && (
          <Stack component="section" gap="lg" aria-labelledby="preparers-heading">
            <div>
              <Title order={2} id="preparers-heading">
                {t("about.preparers")}
              </Title>
              <Text mt={4}>{t("about.meetTeam")}</Text>
            </div>
            <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" className={classes.team}>
              {business.preparers.map((preparer) => (
                <PreparerCard key={preparer.name} preparer={preparer} />
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

export function AboutPage() {
  usePageMeta("/about");
  return <AboutView business={useBusiness()} />;
}
