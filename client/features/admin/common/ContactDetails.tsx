import { Anchor, Stack, Text } from "@mantine/core";
import { PhoneLink } from "#client/components/PhoneLink.tsx";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import { useAdminT } from "./admin-messages";

/**
 * A client's email and phone as links an admin can act on from a phone or a desk. A client the
 * office booked by phone may have no email (decision 0235): the office calls them, and emails nothing.
 */
export function ContactDetails({ email, phone }: { email: string | null; phone: string | null }) {
  const t = useAdminT();
  return (
    <Stack gap={2}>
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm">
          <BreakableAddress>{email}</BreakableAddress>
        </Anchor>
      ) : (
        <Text size="sm">{t("contact.noEmail")}</Text>
      )}
      {phone ? (
        <PhoneLink phone={phone} size="sm" />
      ) : (
        <Text size="sm">{t("contact.noPhone")}</Text>
      )}
    </Stack>
  );
}
