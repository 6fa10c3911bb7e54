import { Stack, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./EmptyState.module.css";

export type EmptyStateProps = {
  /** A picture of what is missing; decorative, as the sentence says it. */
  icon: TablerIcon;
  /** What is (not) here: the spec's sentence where it gives one, word for word. */
  message: ReactNode;
  /** What to do next: a button or link, or a short hint when there is nothing to press. */
  action?: ReactNode;
  /** "sm" inside a card or dialog; "md" where the list fills the page. */
  size?: "sm" | "md";
  /** "status" where the list empties in answer to a filter or search, so the change is announced. */
  role?: "status";
};

/**
 * A list with nothing in it (issue 19): an icon, the sentence and the next action, in a
 * dashed frame where the list would be, instead of a bare line of text. No heading, so the
 * page's outline stays the same whether the list is empty or not.
 */
export function EmptyState({ icon: Icon, message, action, size = "md", role }: EmptyStateProps) {
  const small = size === "sm";
  return (
    <Stack align="center" gap={small ? "xs" : "sm"} className={classes.root} data-size={size} role={role}>
      <ThemeIcon variant="light" size={small ? 40 : 56} radius="xl" aria-hidden>
        <Icon size={small ? 22 : 30} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600} size={small ? "sm" : "md"} ta="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}
