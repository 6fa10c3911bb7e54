import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { usePageMeta } from "../../lib/page-meta";
import { useMarketingT } from "./marketing-messages";
import { ServiceCards } from "./ServiceCards";
import { useSiteText } from "./site-text";

/** Services (docs/product.md §2.3): 'Our Services', 'Everything You Need for Tax Season', a card per service the office offers. */
export function ServicesPage() {
  usePageMeta("/services");
  const t = useMarketingT();
  const business = useBusiness();
  const siteText = useSiteText(business);
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("services.heading")}</Title>
        <Title order={2} size="h3">
          {t("services.subtitle")}
        </Title>
        <Text size="lg" maw={720}>
          {siteText("services.intro")}
        </Text>
        <ServiceCards services={business.services} />
        <Group>
          <Button component={Link} href={paths.book}>
            {t("bookAppointment")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
