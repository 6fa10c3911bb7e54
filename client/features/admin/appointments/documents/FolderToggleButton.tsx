import { Button } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useDocumentsT } from "./documents-messages";

export type FolderToggleButtonProps = {
  client: string;
  expanded: boolean;
  /** The id of the section it shows, while shown. */
  controls: string;
  onToggle: () => void;
};

/** Opens (and closes) an appointment's answers and documents in place, in the preparer's list. */
export function FolderToggleButton({ client, expanded, controls, onToggle }: FolderToggleButtonProps) {
  const t = useDocumentsT();
  const Icon = expanded ? IconChevronUp : IconChevronDown;
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={t("section.toggleFor", { client })}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      {t("section.toggle")}
    </Button>
  );
}
