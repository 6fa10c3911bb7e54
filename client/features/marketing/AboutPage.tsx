import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { BUSINESS } from "../../../server/shared/business";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";

/** About (SPEC.md section 2): 'About {business}', the tagline and three paragraphs. */
export function AboutPage() {
  usePageMeta({
    title: "About",
    description: `Who we are: ${BUSINESS.name}, a local tax-preparation office in ${BUSINESS.city} serving individuals and small businesses.`,
  });
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>About {BUSINESS.name}</Title>
        <Text size="xl" fw={500}>
          {BUSINESS.tagline}
        </Text>
        <Text>
          Our mission is simple: take the stress out of taxes. We started {BUSINESS.name} because too many people in
          the Central Valley were paying for tax help they did not understand, or doing it alone and missing credits
          they had earned. Every return we prepare is explained in plain language, line by line, before it is filed.
        </Text>
        <Text>
          We serve individuals and families, gig workers and retirees, and small businesses of every shape: sole
          proprietors, LLCs, partnerships and S-corps. Because we work with you year-round rather than only in April,
          we can plan ahead with you, from quarterly estimates to choosing the right entity for a new venture.
        </Text>
        <Text>
          When the IRS or the Franchise Tax Board sends a letter, you will not face it alone. We answer notices,
          represent clients in audits and negotiate payment plans and penalty relief, keeping you informed at every
          step. Your information stays confidential and secure, and our fees are agreed before the work begins.
        </Text>
        <Group>
          <Button component={Link} href={paths.book}>
            Book an Appointment
          </Button>
          <Button component={Link} href={paths.contact} variant="outline">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
