import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClock, IconDirections, IconMapPin, IconPhone } from "@tabler/icons-react";
import { BUSINESS, BUSINESS_ADDRESS_LINE } from "../../../server/shared/business";
import { DIRECTIONS_URL, PHONE_HREF } from "../../lib/business-links";

/** The office's address, phone and a directions link: the map's stand-in when there is no map. */
export function LocationCard() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {BUSINESS.name}
        </Text>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconMapPin size={18} />
          </ThemeIcon>
          <Text>{BUSINESS_ADDRESS_LINE}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconPhone size={18} />
          </ThemeIcon>
          <Anchor href={PHONE_HREF}>{BUSINESS.phone.display}</Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden="true">
            <IconClock size={18} />
          </ThemeIcon>
          <Text>{BUSINESS.hoursText}</Text>
        </Group>
        <Button
          component="a"
          href={DIRECTIONS_URL}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconDirections size={18} aria-hidden="true" />}
          variant="outline"
          style={{ alignSelf: "flex-start" }}
        >
          Get directions
        </Button>
      </Stack>
    </Paper>
  );
}
