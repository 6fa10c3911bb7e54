import { Anchor, Container, Grid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Suspense } from "react";
import { loadLazily } from "../../lib/load-lazily";
import { preloadable } from "../../lib/preloadable";
import { loadDataLayer } from "../../lib/shell-data";
import { withDataProviders } from "../../lib/with-data-providers";
import { emailHref, phoneHref, useBusiness, useHoursText } from "../../lib/business";
import { fillIn } from "../../components/fill-in";
import { useMarketingT } from "./marketing-messages";
import { useSiteText } from "./site-text";

/**
 * The form (its text area, validation and the send mutation) loads after the page: on the home
 * page it is well below the fold (issue 18). The placeholder keeps its place, so nothing moves.
 * Its mutation needs the data layer, which loads alongside (decision 0257).
 */
export const ContactForm = preloadable(() =>
  Promise.all([loadLazily(() => import("./ContactForm")), loadDataLayer()]).then(([module]) => withDataProviders(module.ContactForm)),
);

/** About the height of the form (name, email, phone, message, send), so the placeholder holds its place. */
const CONTACT_FORM_HEIGHT = 480;

export type ContactSectionProps = {
  /** 1 on the contact page, 2 as a section of the home page. */
  headingOrder: 1 | 2;
};

/** 'Get in Touch' with the contact form; the home page's copy carries the `#contact` anchor. */
export function ContactSection({ headingOrder }: ContactSectionProps) {
  const t = useMarketingT();
  const business = useBusiness();
  const hoursText = useHoursText();
  const siteText = useSiteText(business);
  return (
    <Container component="section" id="contact" py="xl" aria-labelledby="contact-heading">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={headingOrder} id="contact-heading">
              {t("contact.heading")}
            </Title>
            <Text>{siteText("contact.intro")}</Text>
            <Text>
              {fillIn(t("contact.talk", { phone: "{phone}", email: "{email}" }), {
                phone: <Anchor href={phoneHref(business)}>{business.phone.display}</Anchor>,
                email: <Anchor href={emailHref(business)}>{business.email}</Anchor>,
              })}
            </Text>
            <Text>{hoursText}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Suspense fallback={<Skeleton height={CONTACT_FORM_HEIGHT} radius="md" aria-hidden="true" />}>
            <ContactForm />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
