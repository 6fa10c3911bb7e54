import { Badge, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { Link, useLocation } from "wouter";
import { paths } from "../app/paths";
import { useBusiness } from "../lib/business";
import type { Locale } from "../../server/shared/i18n/locales";
import type { Session } from "../lib/session";
import { useCommonT } from "./common-messages";
import { greeting } from "./greeting";
import { LanguageSwitch } from "./LanguageSwitch";
import { accountLinks, MAIN_LINKS } from "./site-links";
import { ThemeToggle } from "./ThemeToggle";
import classes from "./TopBar.module.css";

export type TopBarProps = {
  session: Session;
  onLogout: () => void;
  /** Unread contact messages, shown beside an admin's "Messages" link. */
  unreadMessages?: number;
  /** The language switch was used. */
  onLanguageChange: (locale: Locale) => void;
};

/** "3 unread" beside a link; nothing when there is nothing to read. */
function CountBadge({ count }: { count?: number }) {
  const t = useCommonT();
  if (!count) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" autoContrast aria-label={t("account.unread", { count })}>
      {count}
    </Badge>
  );
}

const DRAWER_ID = "mobile-navigation";

/** Desktop: the signed-in greeting opens a menu; signed out, Login and Register. */
function DesktopAccount({ session, onLogout, unreadMessages }: Omit<TopBarProps, "onLanguageChange">) {
  const t = useCommonT();
  if (!session.user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href={paths.login} variant="subtle">
          {t("account.login")}
        </Button>
        <Button component={Link} href={paths.register} variant="outline">
          {t("account.register")}
        </Button>
      </Group>
    );
  }
  return (
    // No focus placeholder: its role=presentation child is not allowed inside role=menu (axe).
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          {greeting(session.user.full_name, t)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(session.user.role === "admin", unreadMessages).map((link) => (
          <Menu.Item key={link.href} component={Link} href={link.href} rightSection={<CountBadge count={link.count} />}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={onLogout}>{t("account.logout")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mobile: the same choices as an inline list inside the drawer. */
function MobileAccount({
  session,
  onLogout,
  onNavigate,
  unreadMessages,
}: Omit<TopBarProps, "onLanguageChange"> & { onNavigate: () => void }) {
  const t = useCommonT();
  const [location] = useLocation();
  if (session.status === "loading") return <Text px="sm">{t("loading")}</Text>;
  if (!session.user) {
    return (
      <Stack gap={4}>
        <NavLink component={Link} href={paths.login} label={t("account.login")} active={location === paths.login} onClick={onNavigate} />
        <NavLink component={Link} href={paths.register} label={t("account.register")} active={location === paths.register} onClick={onNavigate} />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={600} px="sm">
        {greeting(session.user.full_name, t)}
      </Text>
      {accountLinks(session.user.role === "admin", unreadMessages).map((link) => (
        <NavLink
          key={link.href}
          component={Link}
          href={link.href}
          label={t(link.labelKey)}
          rightSection={<CountBadge count={link.count} />}
          active={location === link.href}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component="button"
        label={t("account.logout")}
        onClick={() => {
          onNavigate();
          onLogout();
        }}
      />
    </Stack>
  );
}

/**
 * The site's top bar (SPEC.md section 2): the business name home link, the page links, the
 * 'Book Appointment' button, the theme toggle and the account area; below the md breakpoint
 * the links move into a drawer opened by the burger.
 */
export function TopBar({ session, onLogout, unreadMessages, onLanguageChange }: TopBarProps) {
  const t = useCommonT();
  const business = useBusiness();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link href={paths.home} className={classes.brand}>
            {business.name}
          </Link>
          <Box component="nav" aria-label={t("nav.main")} visibleFrom="md">
            <Group gap={4} wrap="nowrap">
              {MAIN_LINKS.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className={classes.link}
                  aria-current={location === link.href ? "page" : undefined}
                >
                  {t(link.labelKey)}
                </Link>
              ))}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} href={paths.book} visibleFrom="md">
              {t("bookAppointment")}
            </Button>
            <Box visibleFrom="md">
              <LanguageSwitch onChange={onLanguageChange} />
            </Box>
            <ThemeToggle />
            {session.status === "loading" ? (
              <Text size="sm">{t("loading")}</Text>
            ) : (
              <Box visibleFrom="md">
                <DesktopAccount session={session} onLogout={onLogout} unreadMessages={unreadMessages} />
              </Box>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? t("nav.close") : t("nav.open")}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Group>
      </Container>

      {/* Compound form so the drawer's header is a div: a second <header> would be a second banner landmark. */}
      <Drawer.Root opened={opened} onClose={close} id={DRAWER_ID} position="right" size="xs" hiddenFrom="md">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title fw={700}>{business.name}</Drawer.Title>
            <Drawer.CloseButton aria-label={t("nav.close")} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <Box component="nav" aria-label={t("nav.main")}>
                <Stack gap={4}>
                  {MAIN_LINKS.map((link) => (
                    <NavLink
                      key={link.href}
                      component={Link}
                      href={link.href}
                      label={t(link.labelKey)}
                      active={location === link.href}
                      aria-current={location === link.href ? "page" : undefined}
                      onClick={close}
                    />
                  ))}
                </Stack>
              </Box>
              <Button component={Link} href={paths.book} onClick={close} fullWidth>
                {t("bookAppointment")}
              </Button>
              <Divider />
              <LanguageSwitch variant="menu" onChange={onLanguageChange} />
              <MobileAccount session={session} onLogout={onLogout} onNavigate={close} unreadMessages={unreadMessages} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Box>
  );
}
