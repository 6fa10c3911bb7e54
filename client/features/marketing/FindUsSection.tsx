import { Container, Stack, Text, Title } from "@mantine/core";
import { BusinessMap, type BusinessMapProps } from "./BusinessMap";
import { useBusiness } from "../../lib/business";
import { useMarketingT } from "./marketing-messages";

/** The 'Find Us' section that ends the home and contact pages: the address line and the map. */
export function FindUsSection(mapProps: BusinessMapProps) {
  const t = useMarketingT();
  const business = useBusiness();
  return (
    <Container component="section" py="xl" aria-labelledby="find-us-heading">
      <Stack gap="md">
        <Title order={2} id="find-us-heading">
          {t("findUs.heading")}
        </Title>
        <Text size="lg">{business.address_line}</Text>
        <BusinessMap {...mapProps} />
      </Stack>
    </Container>
  );
}
