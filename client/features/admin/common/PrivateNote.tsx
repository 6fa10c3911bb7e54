import { Text } from "@mantine/core";
import { useAdminT } from "./admin-messages";
import utilities from "#client/design/utilities.module.css";

/** The office's private note under a client's details; nothing when there is none. */
export function PrivateNote({ note }: { note: string | null }) {
  const t = useAdminT();
  if (!note) return null;
  return (
    <Text size="sm" mt={4} lineClamp={3} className={utilities.preLine}>
      <Text span fw={700} size="sm">
        {t("note.prefix")}
      </Text>{" "}
      {note}
    </Text>
  );
}
