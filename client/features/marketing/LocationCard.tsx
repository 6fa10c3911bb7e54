import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconDirections, IconPhone } from "@tabler/icons-react";
import { directionsUrl, phoneHref, useBusiness } from "../../lib/business";
import { useMarketingT } from "./marketing-messages";

/**
 * The map's stand-in when there is no map: the office's name, phone and a directions link. The
 * address is the 'Find Us' line just above it and the hours are in 'Get in Touch' (decision 0146).
 */
export function LocationCard() {
  const t = useMarketingT();
  const business = useBusiness();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {business.name}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconPhone size={18} />
          </ThemeIcon>
          <Anchor href={phoneHref(business)}>{business.phone.display}</Anchor>
        </Group>
        <Button
          component="a"
          href={directionsUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconDirections size={18} aria-hidden="true" />}
          variant="outline"
          w="fit-content"
        >
          {t("location.directions")}
        </Button>
      </Stack>
    </Paper>
  );
}
