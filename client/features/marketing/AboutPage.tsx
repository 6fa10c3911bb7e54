import { Avatar, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, useMantineTheme } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AboutTeamMember, BusinessProfile, Preparer } from "#server/shared/business-profile.schema.ts";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import { smallCopyUrl } from "#server/shared/photo-variants.ts";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { useLocale } from "../../lib/i18n";
import { useLanguageNames } from "../../lib/spoken-languages";
import { usePageMeta } from "../../lib/page-meta";
import classes from "./AboutPage.module.css";
import { useAboutTeamT } from "./about-team-messages";
import { useMarketingT } from "./marketing-messages";
import { TrustSignals } from "./TrustSignals";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/Avatar.layer.css";

/** The size a preparer's face is shown at (its file is 320 px wide: smallCopyUrl). */
const FACE_SIZE = 112;

/** "Ana María Ruiz" gives "AR": the first and last names' first letters. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
};

/** A face, or the initials where there is no photo; the name is written just below, so a screen reader skips it. */
function Face({ name, photo }: { name: string; photo: string | null }) {
  // By the theme's name, so the theme picks the initials' colour that contrasts in each scheme.
  const { primaryColor } = useMantineTheme();
  return photo ? (
    <img className={classes.face} src={smallCopyUrl(photo)} alt="" width={FACE_SIZE} height={FACE_SIZE} loading="lazy" decoding="async" />
  ) : (
    <Avatar size={FACE_SIZE} radius={FACE_SIZE} variant="filled" color={primaryColor} aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}

/** A person of the office's team: face, name, role (the typed list's), credentials, then what else the card says (`children`). */
function PersonCard({ name, photo, role, credentials, children }: { name: string; photo: string | null; role?: string; credentials: string; children?: ReactNode }) {
  return (
    <Card component="li" withBorder radius="lg" padding="lg">
      <Stack align="center" gap={6} ta="center">
        <Face name={name} photo={photo} />
        <Title order={3} size="h4" mt="xs">
          {name}
        </Title>
        {role && <Text>{role}</Text>}
        {credentials && (
          <Text size="sm" fw={600}>
            {credentials}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** One of the preparers typed on the business page: name, role and credentials. */
function PreparerCard({ preparer }: { preparer: Preparer }) {
  return (
    <PersonCard name={preparer.name} photo={preparer.photo} role={preparer.role} credentials={preparer.credentials} />
  );
}

/** A member of the staff the owner shows (decision 0240), from their own profile: credentials, languages and bio. */
function TeamMemberCard({ member }: { member: AboutTeamMember }) {
  const t = useAboutTeamT();
  const languages = useLanguageNames();
  return (
    <PersonCard name={member.name} photo={member.photo} credentials={member.credentials}>
      {member.languages.length > 0 && <Text size="sm">{t("team.speaks", { languages: languages.list(member.languages) })}</Text>}
      {member.bio && <Text mt="xs">{member.bio}</Text>}
    </PersonCard>
  );
}

/**
 * About (docs/product.md §2.3): 'About {business}', the tagline, the owner's paragraphs, the trust
 * row and the preparers: the staff the owner shows from their profiles (decision 0240), else the
 * list typed on the business page.
 */
export function AboutView({ business }: { business: BusinessProfile }) {
  const t = useMarketingT();
  // The owner's Spanish paragraphs on the Spanish page, where they wrote some (decision 0248).
  const about = useLocale() === "es" && business.about_es.length > 0 ? business.about_es : business.about;
  return (
    <Container py="xl">
      <Stack gap={48}>
        <Stack gap="lg" maw={LAYOUT.measure}>
          <Title order={1}>{t("about.heading", { business: business.name })}</Title>
          <Text size="xl" fw={500}>
            {business.tagline}
          </Text>
          {about.map((paragraph) => (
            <Text key={paragraph} size="lg" lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
        <TrustSignals business={business} />
        {(business.team.length > 0 || business.preparers.length > 0) && (
          <Stack component="section" gap="lg" aria-labelledby="preparers-heading">
            <div>
              <Title order={2} id="preparers-heading">
                {t("about.preparers")}
              </Title>
              <Text mt={4}>{t("about.meetTeam")}</Text>
            </div>
            <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" className={classes.team}>
              {business.team.length > 0
                ? business.team.map((member) => <TeamMemberCard key={member.id} member={member} />)
                : business.preparers.map((preparer) => <PreparerCard key={preparer.name} preparer={preparer} />)}
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
