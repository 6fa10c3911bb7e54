import type { Role } from "#server/shared/services.ts";
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import { paths } from "#client/app/paths.ts";
import { useCommonT } from "#client/components/common-messages.ts";
import { CountBadge } from "#client/components/CountBadge.tsx";
import { adminLinks } from "./admin-links";
import { useLayoutT } from "./layout-messages";

export type AdminShellViewProps = {
  /** The page shown (its path), marked as current in the navigation. */
  currentPath: string;
  /** The signed-in staff member's role: the navigation lists the pages it may open (docs/permissions.md). */
  role: Role;
  unreadMessages: number;
  children: ReactNode;
};

/**
 * The admin area's app shell (decision 0190): Mantine's AppShell, its own navigation in a side
 * bar on a desktop and behind a burger on a phone, the unread count always in view (beside
 * "Messages" in the side bar; beside the burger on a phone) and a link back to the public site.
 * It sits inside the site's layout (static mode), whose `<main>` holds it.
 */
export function AdminShellView({ currentPath, role, unreadMessages, children }: AdminShellViewProps) {
  const t = useLayoutT();
  const common = useCommonT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navId = useId();
  return (
    <AppShell mode="static" navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding={0}>
      <AppShell.Navbar id={navId} aria-label={t("nav.label")} p="xs">
        <ScrollArea type="never">
          {adminLinks(role, unreadMessages).map((link) => (
            <NavLink
              key={link.href}
              component={Link}
              href={link.href}
              label={common(link.labelKey)}
              active={currentPath === link.href}
              aria-current={currentPath === link.href ? "page" : undefined}
              rightSection={<CountBadge count={link.count} />}
              onClick={close}
            />
          ))}
          <NavLink
            component={Link}
            href={paths.home}
            label={t("nav.backToSite")}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            mt="md"
            onClick={close}
          />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main renderRoot={(props) => <div {...props} />}>
        <Group hiddenFrom="sm" gap="xs" px="md" pt="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={t(opened ? "nav.close" : "nav.open")}
            aria-expanded={opened}
            aria-controls={navId}
          />
          <Text fw={600}>{t("nav.label")}</Text>
          <CountBadge count={unreadMessages} />
        </Group>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
