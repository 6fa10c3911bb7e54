import { Container, List, Stack, Text, Title } from "@mantine/core";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import { useBusiness } from "../../lib/business";
import type { LegalDocument } from "./legal-document";
import { useLegalT } from "./legal-messages";

/**
 * A static legal page. Visitors see no "template" banner: the owner is reminded to have the
 * texts reviewed on /admin/business instead (docs/decisions/0111-business-profile-and-pages.md).
 */
export function LegalPageView({ document }: { document: LegalDocument }) {
  const t = useLegalT();
  const business = useBusiness();
  const values = {
    business: business.name,
    address: business.address_line,
    locality: business.address.locality,
    email: business.email,
    phone: business.phone.display,
  };
  return (
    <Container py="xl">
      <Stack gap="lg" maw={LAYOUT.measure}>
        <Title order={1}>{t(document.title)}</Title>
        <Text>{t("lastUpdated", { date: t(document.updated) })}</Text>
        <Text>{t(document.intro, values)}</Text>
        {document.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h3">
              {t(section.heading)}
            </Title>
            {section.items && (
              <List spacing="xs">
                {section.items.map((item) => (
                  <List.Item key={item}>{t(item, values)}</List.Item>
                ))}
              </List>
            )}
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph}>{t(paragraph, values)}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
