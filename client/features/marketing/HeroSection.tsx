import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "wouter";
import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { HERO_PHOTO_SIZES, photoSrcSet } from "#server/shared/photo-variants.ts";
import { paths } from "../../app/paths";
import classes from "./HeroSection.module.css";
import { useMarketingT } from "./marketing-messages";
import { useSiteText } from "./site-text";
import { TrustSignals } from "./TrustSignals";

/** The illustration's layers, bottom to top: one shape and one colour each (HeroSection.module.css). */
const LAYERS = ["sun", "hillsFar", "hillsNear", "paper", "accent", "ink", "mark", "tick"] as const;

/**
 * The bundled picture when the owner has uploaded none: a return signed off under the Sierra
 * foothills, beside an appointment calendar; decorative. Each layer is a shape (a CSS mask)
 * filled with a theme colour, so it follows the palette and the colour scheme, and its
 * drawing travels in the stylesheet rather than in the first load's script.
 */
function HeroIllustration() {
  return (
    <div className={classes.illustration} data-illustration="" aria-hidden="true">
      {LAYERS.map((layer) => (
        <span key={layer} className={classes[layer]} />
      ))}
    </div>
  );
}

export type HeroSectionProps = {
  /** The owner's hero photo (or none: the illustration) and the facts of the trust row. */
  business: BusinessProfile;
  /** The heading's level: the page's own (1), or under the section that shows it as a preview. */
  headingOrder?: 1 | 4;
};

/** The home page's hero (docs/product.md §2.3): the offer and its two actions, the picture, the trust row. */
export function HeroSection({ business, headingOrder = 1 }: HeroSectionProps) {
  const t = useMarketingT();
  const siteText = useSiteText(business);
  const photo = business.hero_photo;
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 40, sm: 72 }}>
        <Stack gap={48}>
          <div className={classes.layout}>
            <Stack gap="lg">
              <Title order={headingOrder} fz={{ base: 34, sm: 48 }} lh={1.15}>
                {siteText("hero.title")}
              </Title>
              <Text size="xl">{siteText("hero.text")}</Text>
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
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo.url, photo.width)}
                  sizes={HERO_PHOTO_SIZES}
                  width={photo.width}
                  height={photo.height}
                  alt=""
                  fetchPriority="high"
                  decoding="async"
                />
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
