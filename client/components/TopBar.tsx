import { Badge, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { Link, useLocation } from "wouter";
import { paths } from "../app/paths";
import { useBusiness } from "../lib/business";
import type { Session } from "../lib/session";
import { greeting } from "./greeting";
import { accountLinks, MAIN_LINKS } from "./site-links";
import { ThemeToggle } from "./ThemeToggle";
import classes from "./TopBar.module.css";

export type TopBarProps = {
  session: Session;
  onLogout: () => void;
  /** Unread contact messages, shown beside an admin's "Messages" link. */
  unreadMessages?: number;
};

/** "3 unread" beside a link; nothing when there is nothing to read. */
function CountBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" autoContrast aria-label={`${count} unread`}>
      {count}
    </Badge>
  );
}

const LOADING_TEXT = "Loading...";
const DRAWER_ID = "mobile-navigation";

/** Desktop: the signed-in greeting opens a menu; signed out, Login and Register. */
function DesktopAccount({ session, onLogout, unreadMessages }: TopBarProps) {
  if (!session.user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href={paths.login} variant="subtle">
          Login
        </Button>
        <Button component={Link} href={paths.register} variant="outline">
          Register
        </Button>
      </Group>
    );
  }
  return (
    // No focus placeholder: its role=presentation child is not allowed inside role=menu (axe).
    <Menu position="bottom-end" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          {greeting(session.user.full_name)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(session.user.role === "admin", unreadMessages).map((link) => (
          <Menu.Item key={link.href} component={Link} href={link.href} rightSection={<CountBadge count={link.count} />}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mobile: the same choices as an inline list inside the drawer. */
function MobileAccount({ session, onLogout, onNavigate, unreadMessages }: TopBarProps & { onNavigate: () => void }) {
  const [location] = useLocation();
  if (session.status === "loading") return <Text px="sm">{LOADING_TEXT}</Text>;
  if (!session.user) {
    return (
      <Stack gap={4}>
        <NavLink component={Link} href={paths.login} label="Login" active={location === paths.login} onClick={onNavigate} />
        <NavLink component={Link} href={paths.register} label="Register" active={location === paths.register} onClick={onNavigate} />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={600} px="sm">
        {greeting(session.user.full_name)}
      </Text>
      {accountLinks(session.user.role === "admin", unreadMessages).map((link) => (
        <NavLink
          key={link.href}
          component={Link}
          href={link.href}
          label={link.label}
          rightSection={<CountBadge count={link.count} />}
          active={location === link.href}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component="button"
        label="Logout"
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
export function TopBar({ session, onLogout, unreadMessages }: TopBarProps) {
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
          <Box component="nav" aria-label="Main" visibleFrom="md">
            <Group gap={4} wrap="nowrap">
              {MAIN_LINKS.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className={classes.link}
                  aria-current={location === link.href ? "page" : undefined}
                >
                  {link.label}
                </Link>
              ))}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} href={paths.book} visibleFrom="md">
              Book Appointment
            </Button>
            <ThemeToggle />
            {session.status === "loading" ? (
              <Text size="sm">{LOADING_TEXT}</Text>
            ) : (
              <Box visibleFrom="md">
                <DesktopAccount session={session} onLogout={onLogout} unreadMessages={unreadMessages} />
              </Box>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? "Close navigation" : "Open navigation"}
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
            <Drawer.CloseButton aria-label="Close navigation" />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <Box component="nav" aria-label="Main">
                <Stack gap={4}>
                  {MAIN_LINKS.map((link) => (
                    <NavLink
                      key={link.href}
                      component={Link}
                      href={link.href}
                      label={link.label}
                      active={location === link.href}
                      aria-current={location === link.href ? "page" : undefined}
                      onClick={close}
                    />
                  ))}
                </Stack>
              </Box>
              <Button component={Link} href={paths.book} onClick={close} fullWidth>
                Book Appointment
              </Button>
              <Divider />
              <MobileAccount session={session} onLogout={onLogout} onNavigate={close} unreadMessages={unreadMessages} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Box>
  );
}
