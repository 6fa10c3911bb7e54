import { Badge } from "@mantine/core";
import { useCommonT } from "./common-messages";

/** "3 unread" beside a link; nothing when there is nothing to read. */
export function CountBadge({ count }: { count?: number }) {
  const t = useCommonT();
  if (!count) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" autoContrast aria-label={t("account.unread", { count })}>
      {count}
    </Badge>
  );
}
