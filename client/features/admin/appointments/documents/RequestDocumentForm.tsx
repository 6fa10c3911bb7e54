import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailForward } from "@tabler/icons-react";
import { useId } from "react";
import { documentRequestBody } from "#server/shared/documents.schema.ts";
import { INTAKE_LIMITS } from "#server/shared/intake.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { useDocumentsT } from "./documents-messages";

export type DocumentLabel = { en: string; es: string };

export type RequestDocumentFormProps = {
  /** Whether the folder still takes documents (the appointment is pending or confirmed, uploads are set up). */
  open: boolean;
  submitting: boolean;
  /** The server's refusal of the last request (409: the checklist already has it), shown under the form; null for none. */
  error: string | null;
  /** Resolves true once asked for; the form then empties. */
  onSubmit: (label: DocumentLabel) => Promise<boolean>;
};

/**
 * The office asks the client for a document by hand (decision 0254), named in both languages, as
 * the client reads their own: it joins the checklist and the client is emailed. Each field says
 * what is wrong in the server's own words (the shared schema).
 */
export function RequestDocumentForm({ open, submitting, error, onSubmit }: RequestDocumentFormProps) {
  const t = useDocumentsT();
  const headingId = useId();
  const form = useForm<DocumentLabel>({
    initialValues: { en: "", es: "" },
    validate: (values) => zodFieldErrors(documentRequestBody, { label: values }, (path) => String(path[1] ?? path[0] ?? "")),
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("request.title")}
      </Title>
      {!open ? (
        <Text size="sm">{t("request.closed")}</Text>
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={form.onSubmit(async (values) => {
            if (await onSubmit(documentRequestBody.parse({ label: values }).label)) form.reset();
          })}
        >
          <Stack gap="sm">
            <Text size="sm">{t("request.intro")}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t("request.english")}
                description={t("request.englishHint")}
                required
                maxLength={INTAKE_LIMITS.label}
                autoComplete="off"
                {...form.getInputProps("en")}
              />
              <TextInput
                label={t("request.spanish")}
                description={t("request.spanishHint")}
                required
                lang="es"
                maxLength={INTAKE_LIMITS.label}
                autoComplete="off"
                {...form.getInputProps("es")}
              />
            </SimpleGrid>
            <ActionMessage message={error ? { kind: "error", text: error } : null} />
            <Group>
              <Button type="submit" size="xs" leftSection={<IconMailForward size={14} aria-hidden />} loading={submitting}>
                {t("request.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
