import { Button, Divider, Drawer, NavLink, Stack, Text, Box } from "@mantine/core";
import { Link, useLocation } from "wouter";
import { paths } from "../app/paths";
import { useBusiness } from "../lib/business";
import type { Locale } from "../../server/shared/i18n/locales";
import type { Session } from "../lib/session";
import { useCommonT } from "./common-messages";
import { CountBadge } from "./CountBadge";
import { greeting } from "./greeting";
import { LanguageMenuRow } from "./LanguageMenuRow";
import { accountLinks, MAIN_LINKS } from "./site-links";

type MobileNavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  id: string;
  session: Session;
  onLogout: () => void;
  onLanguageChange: (locale: Locale) => void;
};

/** Mobile: the same choices as an inline list inside the drawer. */
function MobileAccount({
  session,
  onLogout,
  onNavigate,
}: Pick<MobileNavDrawerProps, "session" | "onLogout"> & { onNavigate: () => void }) {
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
      {accountLinks(session.user.role).map((link) => (
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

/** Below the md breakpoint: the page links, "Book Appointment", the language and the account, in a drawer. */
export function MobileNavDrawer({ opened, onClose, id, session, onLogout, onLanguageChange }: MobileNavDrawerProps) {
  const t = useCommonT();
  const business = useBusiness();
  const [location] = useLocation();
  return (
    // Compound form so the drawer's header is a div: a second <header> would be a second banner landmark.
    <Drawer.Root opened={opened} onClose={onClose} id={id} position="right" size="xs" hiddenFrom="md">
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
                    onClick={onClose}
                  />
                ))}
              </Stack>
            </Box>
            <Button component={Link} href={paths.book} onClick={onClose} fullWidth>
              {t("bookAppointment")}
            </Button>
            <Divider />
            <LanguageMenuRow onChange={onLanguageChange} />
            <MobileAccount session={session} onLogout={onLogout} onNavigate={onClose} />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
