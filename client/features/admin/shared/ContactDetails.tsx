import { Anchor, Stack, Text } from "@mantine/core";
import { PhoneLink } from "../../../components/PhoneLink";
import { useAdminT } from "./admin-messages";

/** A client's email and phone as links an admin can act on from a phone or a desk. */
export function ContactDetails({ email, phone }: { email: string; phone: string | null }) {
  const t = useAdminT();
  return (
    <Stack gap={2}>
      <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
        {email}
      </Anchor>
      {phone ? (
        <PhoneLink phone={phone} size="sm" />
      ) : (
        <Text size="sm">{t("contact.noPhone")}</Text>
      )}
    </Stack>
  );
}
