import { Anchor, Stack, Text } from "@mantine/core";
import { PhoneLink } from "#client/components/PhoneLink.tsx";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import { useAdminT } from "./admin-messages";

/** A client's email and phone as links an admin can act on from a phone or a desk. */
export function ContactDetails({ email, phone }: { email: string; phone: string | null }) {
  const t = useAdminT();
  return (
    <Stack gap={2}>
      <Anchor href={`mailto:${email}`} size="sm">
        <BreakableAddress>{email}</BreakableAddress>
      </Anchor>
      {phone ? (
        <PhoneLink phone={phone} size="sm" />
      ) : (
        <Text size="sm">{t("contact.noPhone")}</Text>
      )}
    </Stack>
  );
}
