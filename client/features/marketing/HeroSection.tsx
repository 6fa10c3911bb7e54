import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "wouter";
import type { BusinessProfile } from "../../../server/shared/business-profile.schema";
import { paths } from "../../app/paths";
import classes from "./HeroSection.module.css";
import { useMarketingT } from "./marketing-messages";
import { TrustSignals } from "./TrustSignals";

/**
 * The bundled picture when the owner has uploaded none: a return signed off under the Sierra
 * foothills, beside an appointment calendar. Drawn inline in the theme's colours (see the CSS's
 * --hero-* variables) so it follows the palette and the colour scheme; decorative.
 */
function HeroIllustration() {
  return (
    <svg className={classes.illustration} viewBox="0 0 560 420" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="560" height="420" fill="var(--hero-sky)" />
      <circle cx="440" cy="104" r="52" fill="var(--hero-sun)" />
      <path d="M0 300c90-70 170-50 250-90s170 20 310-20v230H0z" fill="var(--hero-hills-far)" />
      <path d="M0 350c120-50 220-20 320-50s160 10 240-10v130H0z" fill="var(--hero-hills-near)" />
      <rect x="70" y="190" width="112" height="100" rx="12" fill="var(--hero-paper)" />
      <path d="M70 202a12 12 0 0 1 12-12h88a12 12 0 0 1 12 12v14H70z" fill="var(--hero-accent)" />
      <g fill="var(--hero-ink)">
        <rect x="86" y="230" width="18" height="18" rx="4" />
        <rect x="117" y="230" width="18" height="18" rx="4" />
        <rect x="86" y="258" width="18" height="18" rx="4" />
        <rect x="148" y="258" width="18" height="18" rx="4" />
      </g>
      <rect x="148" y="230" width="18" height="18" rx="4" fill="var(--hero-mark)" />
      <rect x="117" y="258" width="18" height="18" rx="4" fill="var(--hero-mark)" />
      <rect x="210" y="104" width="172" height="228" rx="14" fill="var(--hero-paper)" />
      <rect x="234" y="136" width="92" height="14" rx="7" fill="var(--hero-accent)" />
      <g fill="var(--hero-ink)">
        <rect x="234" y="170" width="124" height="9" rx="4.5" />
        <rect x="234" y="192" width="108" height="9" rx="4.5" />
        <rect x="234" y="214" width="124" height="9" rx="4.5" />
        <rect x="234" y="236" width="76" height="9" rx="4.5" />
      </g>
      <circle cx="368" cy="306" r="36" fill="var(--hero-mark)" />
      <path d="m351 306 12 12 22-25" fill="none" stroke="var(--hero-paper)" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type HeroSectionProps = {
  /** The owner's hero photo (or none: the illustration) and the facts of the trust row. */
  business: BusinessProfile;
};

/** The home page's hero (SPEC.md section 2 "Home hero"): the offer and its two actions, the picture, the trust row. */
export function HeroSection({ business }: HeroSectionProps) {
  const t = useMarketingT();
  const photo = business.hero_photo;
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap={48}>
          <div className={classes.layout}>
            <Stack gap="lg">
              <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
                {t("hero.title")}
              </Title>
              <Text size="xl">{t("hero.text")}</Text>
              <Group>
                <Button component={Link} href={paths.book} size="lg">
                  {t("bookAppointment")}
                </Button>
                <Button component={Link} href={paths.services} size="lg" variant="outline">
                  {t("hero.learnMore")}
                  {/* Said, not shown: "Learn More" alone does not say where the link goes (screen readers, search engines). */}
                  <VisuallyHidden>{t("hero.learnMoreTopic")}</VisuallyHidden>
                </Button>
              </Group>
            </Stack>
            {/* A box of fixed proportions: nothing below moves when the picture arrives. */}
            <div className={classes.media}>
              {photo ? (
                // The owner's photo says nothing the heading does not (and we cannot know what it shows): decorative.
                <img src={photo.url} width={photo.width} height={photo.height} alt="" fetchPriority="high" decoding="async" />
              ) : (
                <HeroIllustration />
              )}
            </div>
          </div>
          <TrustSignals business={business} />
        </Stack>
      </Container>
    </Box>
  );
}
