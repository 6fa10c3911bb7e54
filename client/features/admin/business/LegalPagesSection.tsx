import { Button, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LEGAL_PAGES, LEGAL_TEXT_MAX_LENGTH, legalPageBody, type LegalPageBody, type LegalPageName, type LegalPages } from "#server/shared/legal.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { OfficeNotice } from "../common/OfficeNotice";
import { useBusinessT } from "./business-messages";
import { legalTemplateText } from "./legal-template";

export type LegalPagesSectionProps = {
  legal: LoadState<{ pages: LegalPages }>;
  /** The page being saved, if one is. */
  saving: LegalPageName | null;
  /** The last save's outcome, by page; each clears itself after 4 seconds. */
  message: { page: LegalPageName; message: TimedMessage } | null;
  onSave: (page: LegalPageName, body: LegalPageBody) => void;
  /** Where visitors read each page. */
  hrefs: Record<LegalPageName, string>;
};

const LABELS = { privacy: "legal.privacy", terms: "legal.terms" } as const;
/** The placeholders the hint names, shown as written. */
const AS_WRITTEN = { business: "{business}", address: "{address}", locality: "{locality}", email: "{email}", phone: "{phone}" };

/**
 * The privacy policy and the terms on the business page (issue 33, decision 0246): each starts as
 * the template with the business's facts as placeholders, in English and Spanish side by side; the
 * owner reviews it (with counsel), edits it to match how the office works, and saves it. Until then
 * a notice says the site shows the template; once saved, the page shows the day it was saved.
 */
export function LegalPagesSection({ legal, saving, message, onSave, hrefs }: LegalPagesSectionProps) {
  const t = useBusinessT();
  return (
    <Stack component="section" gap="md" aria-labelledby="legal-pages-heading">
      <div>
        <Title order={2} size="h3" id="legal-pages-heading">
          {t("legal.title")}
        </Title>
        <Text mt={4}>{t("legal.intro")}</Text>
      </div>
      {legal.status === "loading" && <Text aria-busy="true">{t("legal.loading")}</Text>}
      {legal.status === "error" && <Text>{legal.message}</Text>}
      {legal.status === "ready" &&
        LEGAL_PAGES.map((page) => (
          <LegalPageForm
            key={`${page} ${legal.pages[page]?.updated_on ?? "template"}`}
            page={page}
            pages={legal.pages}
            saving={saving === page}
            message={message?.page === page ? message.message : null}
            onSave={(body) => onSave(page, body)}
            href={hrefs[page]}
          />
        ))}
    </Stack>
  );
}

function LegalPageForm({
  page,
  pages,
  saving,
  message,
  onSave,
  href,
}: {
  page: LegalPageName;
  pages: LegalPages;
  saving: boolean;
  message: TimedMessage | null;
  onSave: (body: LegalPageBody) => void;
  href: string;
}) {
  const t = useBusinessT();
  const locale = useLocale();
  const saved = pages[page];
  const form = useForm<LegalPageBody>({
    initialValues: saved ? { en: saved.en, es: saved.es } : { en: legalTemplateText(page, "en"), es: legalTemplateText(page, "es") },
    validate: (values) => zodFieldErrors(legalPageBody, values),
  });
  const day = saved && new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${saved.updated_on}T12:00:00Z`));
  return (
    <Fieldset legend={t(LABELS[page])}>
      <form noValidate onSubmit={form.onSubmit(onSave)}>
        <Stack gap="sm">
          {day ? (
            <Text size="sm">{t("legal.savedOn", { date: day })}</Text>
          ) : (
            <OfficeNotice title={t("legal.templateTitle")} text={t("legal.template")} action={{ href, label: t("legal.read") }} />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea label={t("copy.english")} autosize minRows={8} maxRows={20} maxLength={LEGAL_TEXT_MAX_LENGTH} required {...form.getInputProps("en")} />
            <Textarea label={t("copy.spanish")} autosize minRows={8} maxRows={20} maxLength={LEGAL_TEXT_MAX_LENGTH} required {...form.getInputProps("es")} />
          </SimpleGrid>
          <Text size="sm">{t("legal.format", AS_WRITTEN)}</Text>
          <Group>
            <ActionMessage message={message} />
            <Button type="submit" loading={saving}>
              {t(page === "privacy" ? "legal.savePrivacy" : "legal.saveTerms")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}
