import { Alert, Container, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { LegalDocument } from "./legal-document";

/** A static legal page, marked as a template until counsel has reviewed it. */
export function LegalPageView({ document }: { document: LegalDocument }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{document.title}</Title>
        <Text>Last updated: {document.updated}</Text>
        {/* Title in body text: Mantine's yellow title colour fails AA contrast on the light background. */}
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          <Text fw={700}>Template under legal review</Text>
          <Text>
            This page is a template prepared for a tax-preparation business and is awaiting review by legal counsel.
            It is not legal advice.
          </Text>
        </Alert>
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
