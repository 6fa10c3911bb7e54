import { Anchor, Box, Button, Container, Divider, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "wouter";
import { paths } from "../app/paths";
import classes from "./Footer.module.css";
import { LEGAL_LINKS, MAIN_LINKS } from "./site-links";
import { emailHref, phoneHref, useBusiness, useHoursText } from "../lib/business";
import { usePagePending } from "../lib/page-placeholder";
import { useCommonT } from "./common-messages";

/**
 * Pages whose own content already gives the address ('Find Us', the legal texts) or the hours
 * ('Get in Touch'): the footer leaves them out there, so a page says each once (decision 0146).
 */
const ADDRESS_IN_PAGE: ReadonlySet<string> = new Set([paths.home, paths.contact, paths.privacy, paths.terms]);
const HOURS_IN_PAGE: ReadonlySet<string> = new Set([paths.home, paths.contact]);

export type FooterProps = {
  /** The copyright year; the current one unless a story pins it. */
  year?: number;
};

/**
 * The site footer (docs/product.md §2.1): links, 'Book Appointment', the tagline and the copyright
 * line; the phone and email on every page, the address and hours where the page has not given them.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const t = useCommonT();
  const business = useBusiness();
  const hoursText = useHoursText();
  const [path] = useLocation();
  // Drawn with the page, never under its placeholder: see page-placeholder.ts.
  if (usePagePending()) return null;
  return (
    <Box component="footer" className={classes.footer}>
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm" align="flex-start">
            <Text fw={700} size="lg">
              {business.name}
            </Text>
            <Text>{business.tagline}</Text>
            <Button component={Link} href={paths.book}>
              {t("bookAppointment")}
            </Button>
          </Stack>
          <Box component="nav" aria-label={t("nav.footer")}>
            <ul className={classes.links}>
              {[...MAIN_LINKS, ...LEGAL_LINKS].map((link) => (
                <li key={link.href}>
                  <Anchor component={Link} href={link.href}>
                    {t(link.labelKey)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Box>
          <Stack gap={6} component="address" fs="normal">
            {!ADDRESS_IN_PAGE.has(path) && <Text>{business.address_line}</Text>}
            <Anchor href={phoneHref(business)}>{business.phone.display}</Anchor>
            <Anchor href={emailHref(business)}>{business.email}</Anchor>
            {!HOURS_IN_PAGE.has(path) && <Text>{hoursText}</Text>}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm">{t("footer.rights", { year, business: business.name })}</Text>
      </Container>
    </Box>
  );
}
