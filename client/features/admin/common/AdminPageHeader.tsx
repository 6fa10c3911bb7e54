import { Anchor, Group, Title } from "@mantine/core";
import { Link } from "wouter";
import { useCommonT } from "#client/components/common-messages.ts";

/** The heading of every secondary admin page, with the way back to the appointments. */
export function AdminPageHeader({ title, homeHref }: { title: string; homeHref: string }) {
  const t = useCommonT();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={1}>{title}</Title>
      <Anchor component={Link} href={homeHref}>
        {t("link.adminHome")}
      </Anchor>
    </Group>
  );
}
