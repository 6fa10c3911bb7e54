import { Container, Stack, Text, Title } from "@mantine/core";
import { BUSINESS_ADDRESS_LINE } from "../../../server/shared/business";
import { BusinessMap, type BusinessMapProps } from "./BusinessMap";

/** The 'Find Us' section that ends the home and contact pages: the address line and the map. */
export function FindUsSection(mapProps: BusinessMapProps) {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="find-us-heading">
      <Stack gap="md">
        <Title order={2} id="find-us-heading">
          Find Us
        </Title>
        <Text size="lg">{BUSINESS_ADDRESS_LINE}</Text>
        <BusinessMap {...mapProps} />
      </Stack>
    </Container>
  );
}
