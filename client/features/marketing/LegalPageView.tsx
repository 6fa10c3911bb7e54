import { Container, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import type { LegalPageName, LegalPageText } from "#server/shared/legal.schema.ts";
import { useBusiness } from "../../lib/business";
import { useLocale } from "../../lib/i18n";
import type { LegalDocument } from "./legal-document";
import { useLegalT } from "./legal-messages";
import { legalBlocks } from "./legal-text";
import { useLegalPages } from "./use-legal-pages";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/List.layer.css";

/** The business profile's facts a legal text may name. */
type Facts = Record<"business" | "address" | "locality" | "email" | "phone", string>;

const fill = (text: string, facts: Facts) => text.replace(/\{(business|address|locality|email|phone)\}/g, (_, name: keyof Facts) => facts[name]);

/** "November 29, 2026" in the page's language, for a saved page's date (YYYY-MM-DD, a calendar day). */
const dayOf = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * A legal page: the owner's saved text where there is one (decision 0246), else the template (also
 * when the saved texts cannot be read, as the page was before they existed). Visitors see no
 * "template" banner: the owner is told on /admin/business until they save it.
 */
export function LegalPage({ page, template }: { page: LegalPageName; template: LegalDocument }) {
  const { pages, failed } = useLegalPages();
  return <LegalPageView template={template} saved={failed ? null : pages === null ? "loading" : pages[page]} />;
}

export type LegalPageViewProps = {
  template: LegalDocument;
  /** The owner's text for this page; null: the template; "loading" while that is not known yet. */
  saved: LegalPageText | null | "loading";
};

export function LegalPageView({ template, saved }: LegalPageViewProps) {
  const t = useLegalT();
  const locale = useLocale();
  const business = useBusiness();
  const facts: Facts = {
    business: business.name,
    address: business.address_line,
    locality: business.address.locality,
    email: business.email,
    phone: business.phone.display,
  };
  return (
    <Container py="xl">
      <Stack gap="lg" maw={LAYOUT.measure}>
        <Title order={1}>{t(template.title)}</Title>
        {saved === "loading" ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={16} width="40%" />
            <Skeleton height={120} />
          </Stack>
        ) : saved ? (
          <>
            <Text>{t("lastUpdated", { date: dayOf(saved.updated_on, locale) })}</Text>
            {legalBlocks(saved[locale]).map((block, index) =>
              block.kind === "heading" ? (
                <Title key={index} order={2} size="h3">
                  {fill(block.text, facts)}
                </Title>
              ) : block.kind === "list" ? (
                <List key={index} spacing="xs">
                  {block.items.map((item, itemIndex) => (
                    <List.Item key={itemIndex}>{fill(item, facts)}</List.Item>
                  ))}
                </List>
              ) : (
                <Text key={index}>{fill(block.text, facts)}</Text>
              ),
            )}
          </>
        ) : (
          <>
            <Text>{t("lastUpdated", { date: t(template.updated) })}</Text>
            <Text>{t(template.intro, facts)}</Text>
            {template.sections.map((section) => (
              <Stack key={section.heading} gap="xs" component="section">
                <Title order={2} size="h3">
                  {t(section.heading)}
                </Title>
                {section.items && (
                  <List spacing="xs">
                    {section.items.map((item) => (
                      <List.Item key={item}>{t(item, facts)}</List.Item>
                    ))}
                  </List>
                )}
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph}>{t(paragraph, facts)}</Text>
                ))}
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
