import { Anchor, Container, Stack, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { usePageMeta } from "../../lib/page-meta";
import { ContactSection } from "./ContactSection";
import { FindUsSection } from "./FindUsSection";
import { HeroSection } from "./HeroSection";
import { useMarketingT } from "./marketing-messages";
import { ServiceCards } from "./ServiceCards";
import { TestimonialsSection } from "./TestimonialsSection";

/**
 * Home (docs/product.md §2.3): hero, services, testimonials, contact, and 'Find Us' last. The owner
 * shows their own reviews (decision 0243) or hides the section (decision 0242).
 */
export function HomePage() {
  usePageMeta("/");
  const t = useMarketingT();
  const business = useBusiness();
  return (
    <>
      <HeroSection business={business} />
      <Container component="section" py="xl" aria-labelledby="services-heading">
        <Stack gap="lg">
          <Title order={2} id="services-heading">
            {t("services.heading")}
          </Title>
          <ServiceCards services={business.services} />
          <Anchor component={Link} href={paths.services} fw={600}>
            {t("services.seeAll")}
          </Anchor>
        </Stack>
      </Container>
      {business.reviews_shown && business.reviews.length > 0 && <TestimonialsSection reviews={business.reviews} />}
      <ContactSection headingOrder={2} />
      <FindUsSection />
    </>
  );
}
