import { Anchor, Box, Button, Container, Divider, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import { BUSINESS, BUSINESS_ADDRESS_LINE } from "../../server/shared/business";
import { paths } from "../app/paths";
import { EMAIL_HREF, PHONE_HREF } from "../lib/business-links";
import classes from "./Footer.module.css";
import { LEGAL_LINKS, MAIN_LINKS } from "./site-links";

export type FooterProps = {
  /** The copyright year; the current one unless a story pins it. */
  year?: number;
};

/** The site footer (SPEC.md section 2): links, 'Book Appointment', the tagline and the copyright line. */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm" align="flex-start">
            <Text fw={700} size="lg">
              {BUSINESS.name}
            </Text>
            <Text>{BUSINESS.tagline}</Text>
            <Button component={Link} href={paths.book}>
              Book Appointment
            </Button>
          </Stack>
          <Box component="nav" aria-label="Footer">
            <ul className={classes.links}>
              {[...MAIN_LINKS, ...LEGAL_LINKS].map((link) => (
                <li key={link.href}>
                  <Anchor component={Link} href={link.href}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Box>
          <Stack gap={6} component="address" style={{ fontStyle: "normal" }}>
            <Text>{BUSINESS_ADDRESS_LINE}</Text>
            <Anchor href={PHONE_HREF}>{BUSINESS.phone.display}</Anchor>
            <Anchor href={EMAIL_HREF}>{BUSINESS.email}</Anchor>
            <Text>{BUSINESS.hoursText}</Text>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm">
          © {year} {BUSINESS.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
