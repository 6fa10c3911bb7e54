import { Container, List, Stack, Text, Title } from "@mantine/core";
import type { LegalDocument } from "./legal-document";

/**
 * A static legal page. Visitors see no "template" banner: the owner is reminded to have the
 * texts reviewed on /admin/business instead (docs/decisions/0111-business-profile-and-pages.md).
 */
export function LegalPageView({ document }: { document: LegalDocument }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{document.title}</Title>
        <Text>Last updated: {document.updated}</Text>
        <Text>{document.intro}</Text>
        {document.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.items && (
              <List spacing="xs">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
