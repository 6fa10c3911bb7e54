import { Anchor, Text, type MantineSize } from "@mantine/core";
import { phoneForDisplay } from "../../server/shared/phone";

/** A phone as people read it, "(559) 555-0150", however it was typed (issue 19); a link that dials it. */
export function PhoneLink({ phone, size }: { phone: string; size?: MantineSize }) {
  const { display, href } = phoneForDisplay(phone);
  return href ? (
    <Anchor href={href} size={size}>
      {display}
    </Anchor>
  ) : (
    <Text span size={size}>
      {display}
    </Text>
  );
}
