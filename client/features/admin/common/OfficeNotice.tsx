import { Alert, Button, Stack, Text } from "@mantine/core";
import { Link } from "wouter";

export type OfficeNoticeProps = {
  title: string;
  text: string;
  /** Where to put it right, and what the button says; none: the notice only informs. */
  action?: { href: string; label: string };
};

/**
 * Something the owner should know about the office's setup (placeholders still live, the example
 * email sender, sample reviews): a quiet status notice, its title, why it matters, and the way to fix it.
 */
export function OfficeNotice({ title, text, action }: OfficeNoticeProps) {
  return (
    <Alert color="gray" variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{title}</Text>
        <Text size="sm">{text}</Text>
        {action && (
          <Button component={Link} href={action.href} size="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
