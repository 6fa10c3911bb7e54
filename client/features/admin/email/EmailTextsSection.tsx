import { useEffect, useState } from "react";
import { Alert, Button, Checkbox, Fieldset, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import {
  EMAIL_TEXT_KINDS,
  EMAIL_TEXT_MAX_LENGTH,
  emailTextBody,
  type EmailText,
  type EmailTextBody,
  type EmailTextKind,
  type EmailTexts,
} from "#server/shared/email-texts.schema.ts";
import { LOCALES, type Locale } from "#server/shared/i18n/locales.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useEmailT } from "./email-messages";

export type EmailTextsState = LoadState<{ texts: EmailTexts }>;

/** One email's words as saved: which email, and its opening and closing (null: the product's, or none). */
export type EmailTextInput = { kind: EmailTextKind } & EmailTextBody;

/** What the preview draws: the chosen email in one language, with the words as drafted. */
export type EmailPreviewDraft = EmailTextInput & { locale: Locale };

/** The server's rendering of the draft (`emailTexts.preview`). */
export type EmailPreviewState = { status: "loading" } | { status: "error" } | { status: "ready"; subject: string; html: string };

export type EmailTextsSectionProps = {
  texts: EmailTextsState;
  saving: boolean;
  /** The last save's outcome, shown beside the section's button; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onSave: (input: EmailTextInput) => void;
  /** The draft as the preview should show it, each time it changes (the page asks the server, debounced). */
  onDraftChange: (draft: EmailPreviewDraft) => void;
  preview: EmailPreviewState;
};

/** The height of the preview's frame: the top of an email, its heading to its button, on most screens. */
const PREVIEW_HEIGHT = 640;

type Part = { on: boolean; en: string; es: string };
type Values = { intro: Part; closing: Part };
type PartName = keyof Values;

const partOf = (saved: EmailText["intro"] | undefined): Part => (saved ? { on: true, ...saved } : { on: false, en: "", es: "" });

/** The body to save: each part in both languages when it is on, null when it is the product's. */
const bodyOf = (values: Values): EmailTextBody => ({
  intro: values.intro.on ? { en: values.intro.en, es: values.intro.es } : null,
  closing: values.closing.on ? { en: values.closing.en, es: values.closing.es } : null,
});

/** The form's errors in the server's words, on the field each names ("intro.es"). */
const errorsOf = (values: Values) => zodFieldErrors(emailTextBody, bodyOf(values), (path) => path.map(String).join("."));

/**
 * A part as the preview in `locale` shows it: the product's while that language's text is blank
 * (it could not be saved so, and the server refuses a blank draft), else the text; the other
 * language, unseen in this preview, stands in for itself only when it is written.
 */
function previewPartOf(part: Part, locale: Locale): { en: string; es: string } | null {
  if (!part.on) return null;
  const shown = part[locale].trim().slice(0, EMAIL_TEXT_MAX_LENGTH);
  if (!shown) return null;
  const other = (language: Locale) => part[language].trim().slice(0, EMAIL_TEXT_MAX_LENGTH) || shown;
  return { en: other("en"), es: other("es") };
}

/**
 * The owner's words in the five emails clients get about an appointment (issue 33, decision 0247):
 * for the chosen email, an opening in place of the product's and an optional closing before the
 * button, English and Spanish side by side, and the email itself below as the server renders it
 * from the draft. The product keeps the heading, the facts, the buttons and the calendar links.
 */
export function EmailTextsSection({ texts, ...rest }: EmailTextsSectionProps) {
  const t = useEmailT();
  return (
    <Stack component="section" gap="md" aria-labelledby="email-texts-heading">
      <div>
        <Title order={2} size="h3" id="email-texts-heading">
          {t("texts.title")}
        </Title>
        <Text mt={4}>{t("texts.intro")}</Text>
      </div>
      {texts.status === "loading" && (
        <Stack gap="sm" aria-busy="true">
          <Text>{t("texts.loading")}</Text>
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      {texts.status === "error" && (
        <Alert color="red" variant="light">
          {texts.message}
        </Alert>
      )}
      {texts.status === "ready" && <Editor texts={texts.texts} {...rest} />}
    </Stack>
  );
}

function Editor({ texts, saving, message, onSave, onDraftChange, preview }: { texts: EmailTexts } & Omit<EmailTextsSectionProps, "texts">) {
  const t = useEmailT();
  const [kind, setKind] = useState<EmailTextKind>(EMAIL_TEXT_KINDS[0]);
  const pageLocale = useLocale();
  const [previewLocale, setPreviewLocale] = useState<Locale>(pageLocale);
  const saved = texts[kind];
  return (
    <Stack gap="md">
      <Select
        label={t("texts.email")}
        description={t(`texts.when.${kind}`)}
        data={EMAIL_TEXT_KINDS.map((value) => ({ value, label: t(`texts.kind.${value}`) }))}
        value={kind}
        onChange={(value) => value && setKind(value as EmailTextKind)}
        allowDeselect={false}
        maw={420}
      />
      <EmailTextForm
        // A fresh draft for each email, and from the saved words once they come back from a save.
        key={`${kind} ${JSON.stringify(saved ?? null)}`}
        kind={kind}
        saved={saved}
        previewLocale={previewLocale}
        saving={saving}
        message={message}
        onSave={onSave}
        onDraftChange={onDraftChange}
      />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("texts.preview")}
        </Title>
        <Text size="sm">{t("texts.previewNote")}</Text>
        <SegmentedControl
          aria-label={t("texts.previewIn")}
          value={previewLocale}
          onChange={(value) => setPreviewLocale(value as Locale)}
          data={LOCALES.map((value) => ({ value, label: t(value === "en" ? "texts.english" : "texts.spanish") }))}
          w="fit-content"
        />
        <EmailPreview preview={preview} />
      </Stack>
    </Stack>
  );
}

type EmailTextFormProps = {
  kind: EmailTextKind;
  saved: EmailText | undefined;
  previewLocale: Locale;
} & Pick<EmailTextsSectionProps, "saving" | "message" | "onSave" | "onDraftChange">;

function EmailTextForm({ kind, saved, previewLocale, saving, message, onSave, onDraftChange }: EmailTextFormProps) {
  const t = useEmailT();
  const form = useForm<Values>({
    initialValues: { intro: partOf(saved?.intro), closing: partOf(saved?.closing) },
    validate: errorsOf,
  });
  const { values } = form;
  useEffect(() => {
    onDraftChange({
      kind,
      locale: previewLocale,
      intro: previewPartOf(values.intro, previewLocale),
      closing: previewPartOf(values.closing, previewLocale),
    });
  }, [kind, previewLocale, values, onDraftChange]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) => {
        // The words as the server keeps them: trimmed.
        const parsed = emailTextBody.safeParse(bodyOf(submitted));
        if (parsed.success) onSave({ kind, ...parsed.data });
      })}
    >
      <Stack gap="md">
        <PartFields form={form} part="intro" legend={t("texts.opening")} toggle={t("texts.useOwnOpening")} hint={t("texts.openingHint")} off={t("texts.productOpening")} />
        <PartFields form={form} part="closing" legend={t("texts.closing")} toggle={t("texts.addClosing")} hint={t("texts.closingHint")} off={t("texts.noClosing")} />
        <ActionMessage message={message} />
        <Button type="submit" loading={saving} w="fit-content">
          {t("texts.save")}
        </Button>
      </Stack>
    </form>
  );
}

type PartFieldsProps = {
  form: UseFormReturnType<Values>;
  part: PartName;
  legend: string;
  toggle: string;
  hint: string;
  /** What the client gets while the part is off. */
  off: string;
};

/** One part of the email: on, its words in English and Spanish side by side; off, what the client gets instead. */
function PartFields({ form, part, legend, toggle, hint, off }: PartFieldsProps) {
  const t = useEmailT();
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Checkbox label={toggle} description={hint} {...form.getInputProps(`${part}.on`, { type: "checkbox" })} />
        {form.values[part].on ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea label={t("texts.english")} maxLength={EMAIL_TEXT_MAX_LENGTH} autosize minRows={3} required {...form.getInputProps(`${part}.en`)} />
            <Textarea label={t("texts.spanish")} maxLength={EMAIL_TEXT_MAX_LENGTH} autosize minRows={3} required {...form.getInputProps(`${part}.es`)} />
          </SimpleGrid>
        ) : (
          <Text size="sm">{off}</Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The email as the server renders it: its subject, and its HTML in a frame where nothing runs. */
function EmailPreview({ preview }: { preview: EmailPreviewState }) {
  const t = useEmailT();
  if (preview.status === "error") {
    return (
      <Alert color="red" variant="light">
        {t("texts.previewFailed")}
      </Alert>
    );
  }
  if (preview.status === "loading") {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text>{t("texts.previewLoading")}</Text>
        <Skeleton height={PREVIEW_HEIGHT} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("texts.previewSubject", { subject: preview.subject })}</Text>
      <iframe
        title={t("texts.previewTitle")}
        srcDoc={preview.html}
        // Nothing in the email runs, not even a link's navigation inside the frame.
        sandbox=""
        style={{
          display: "block",
          width: "100%",
          height: PREVIEW_HEIGHT,
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: "var(--mantine-radius-md)",
          background: "white",
        }}
      />
    </Stack>
  );
}
