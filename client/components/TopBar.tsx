import { Box, Burger, Button, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "../app/paths";
import { useBusiness } from "../lib/business";
import { smallCopyUrl } from "../../server/shared/photo-variants";
import { loadLazily } from "../lib/load-lazily";
import type { Locale } from "../../server/shared/i18n/locales";
import type { Session } from "../lib/session";
import { useCommonT } from "./common-messages";
import { LanguageSwitch } from "./LanguageSwitch";
import { MAIN_LINKS } from "./site-links";
import { ThemeToggle } from "./ThemeToggle";
import classes from "./TopBar.module.css";

export type TopBarProps = {
  session: Session;
  onLogout: () => void;
  /** The language switch was used. */
  onLanguageChange: (locale: Locale) => void;
};

/*
 * The account menu and the phone drawer are their own chunks (issue 18): they bring the
 * floating-menu, focus-trap and scroll-lock code, which a signed-out visitor on a desktop never
 * needs. The menu loads once someone is signed in; the drawer when the burger is pressed
 * (or pointed at).
 */
const AccountMenu = lazy(() => loadLazily(() => import("./AccountMenu")).then((module) => ({ default: module.AccountMenu })));
const loadMobileNavDrawer = () => loadLazily(() => import("./MobileNavDrawer"));
const MobileNavDrawer = lazy(() => loadMobileNavDrawer().then((module) => ({ default: module.MobileNavDrawer })));

const DRAWER_ID = "mobile-navigation";

/** The logo's height in the bar (TopBar.module.css makes it smaller on phones); its 320 px copy is sharp at 3x. */
const LOGO_HEIGHT = 36;

/** A business name longer than this is set smaller on phones (TopBar.module.css); "Valley Tax Pros" is not. */
const LONG_NAME_LENGTH = 16;

/** Desktop: the signed-in greeting opens a menu; signed out, Login and Register. */
function DesktopAccount({ session, onLogout }: Omit<TopBarProps, "onLanguageChange">) {
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
    <Suspense fallback={null}>
      <AccountMenu user={session.user} onLogout={onLogout} />
    </Suspense>
  );
}

/**
 * The site's top bar (docs/product.md §2.1): the business name home link, the page links, the
 * 'Book Appointment' button, the theme toggle and the account area; below the md breakpoint
 * the links move into a drawer opened by the burger, and a short "Book" stays in the bar.
 */
export function TopBar({ session, onLogout, onLanguageChange }: TopBarProps) {
  const t = useCommonT();
  const business = useBusiness();
  const { logo } = business.brand;
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first open on, so closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [location] = useLocation();

  return (
    <Box component="header" className={classes.header}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link
            href={paths.home}
            className={classes.brand}
            data-long={business.name.length > LONG_NAME_LENGTH || undefined}
            data-logo={logo ? true : undefined}
          >
            {/* The office's logo (decision 0249) beside its name, which names the link: the picture adds nothing to read aloud. */}
            {logo && (
              <img
                src={smallCopyUrl(logo.url)}
                alt=""
                width={Math.round((LOGO_HEIGHT * logo.width) / logo.height)}
                height={LOGO_HEIGHT}
                className={classes.logo}
              />
            )}
            <span className={classes.name}>{business.name}</span>
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
            {/* Phones keep booking one tap away (issue 19): a short label, the full name for assistive technology. */}
            <Button component={Link} href={paths.book} hiddenFrom="md" size="sm" px="sm" aria-label={t("bookAppointment")}>
              {t("bookShort")}
            </Button>
            <Box visibleFrom="md">
              <LanguageSwitch onChange={onLanguageChange} />
            </Box>
            <ThemeToggle />
            {/* On phones the account waits in the menu, which says it is loading: the bar keeps its room for Book. */}
            {session.status === "loading" ? (
              <Text size="sm" visibleFrom="md">
                {t("loading")}
              </Text>
            ) : (
              <Box visibleFrom="md">
                <DesktopAccount session={session} onLogout={onLogout} />
              </Box>
            )}
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              onPointerEnter={() => void loadMobileNavDrawer()}
              hiddenFrom="md"
              aria-label={opened ? t("nav.close") : t("nav.open")}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Group>
      </Container>

      {/* The drawer's code loads when the burger is first pressed, not with every page. */}
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            opened={opened}
            onClose={close}
            id={DRAWER_ID}
            session={session}
            onLogout={onLogout}
            onLanguageChange={onLanguageChange}
          />
        </Suspense>
      )}
    </Box>
  );
}
