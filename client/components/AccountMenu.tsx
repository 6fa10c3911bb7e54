import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "wouter";
import type { PublicUser } from "../../server/shared/user.schema";
import { useCommonT } from "./common-messages";
import { CountBadge } from "./CountBadge";
import { greeting } from "./greeting";
import { accountLinks } from "./site-links";

/** The signed-in greeting on a desktop, opening the account's links and "Logout" (loaded only once someone is signed in). */
export function AccountMenu({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  const t = useCommonT();
  return (
    // No focus placeholder: its role=presentation child is not allowed inside role=menu (axe).
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          {greeting(user.full_name, t)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(user.role).map((link) => (
          <Menu.Item key={link.href} component={Link} href={link.href} rightSection={<CountBadge count={link.count} />}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={onLogout}>{t("account.logout")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
