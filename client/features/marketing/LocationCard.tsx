import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClock, IconDirections, IconMapPin, IconPhone } from "@tabler/icons-react";
import { directionsUrl, phoneHref, useBusiness, useHoursText } from "../../lib/business";
import { useMarketingT } from "./marketing-messages";

/** The office's address, phone and a directions link: the map's stand-in when there is no map. */
export function LocationCard() {
  const t = useMarketingT();
  const business = useBusiness();
  const hoursText = useHoursText();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {business.name}
        </Text>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconMapPin size={18} />
          </ThemeIcon>
          <Text>{business.address_line}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconPhone size={18} />
          </ThemeIcon>
          <Anchor href={phoneHref(business)}>{business.phone.display}</Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconClock size={18} />
          </ThemeIcon>
          <Text>{hoursText}</Text>
        </Group>
        <Button
          component="a"
          href={directionsUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconDirections size={18} aria-hidden="true" />}
          variant="outline"
          style={{ alignSelf: "flex-start" }}
        >
          {t("location.directions")}
        </Button>
      </Stack>
    </Paper>
  );
}
