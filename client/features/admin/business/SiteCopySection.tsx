import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { SITE_COPY_KEYS, SITE_COPY_MAX_LENGTH, siteCopyBody, type SiteCopy, type SiteCopyBody, type SiteCopyKey, type SiteText } from "#server/shared/site-copy.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { catalogueReader } from "#client/lib/catalogue-text.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { HeroSection } from "../../marketing/HeroSection";
import english from "../../marketing/marketing.en";
import spanish from "../../marketing/marketing.es";
import { useBusinessT } from "./business-messages";

/** The site's own words for each text, in both languages, `{city}` and `{business}` left as written. */
const DEFAULTS = (() => {
  const text = catalogueReader({ en: english, es: spanish });
  const asWritten = { city: "{city}", business: "{business}" };
  return Object.fromEntries(SITE_COPY_KEYS.map((key) => [key, { en: text("en", key, asWritten), es: text("es", key, asWritten) }])) as Record<
    SiteCopyKey,
    SiteText
  >;
})();

/** A form field's name for a key: Mantine reads dots as nesting. */
const fieldOf = (key: SiteCopyKey) => key.replace(".", "_");
type Values = Record<string, SiteText>;

/** The body to save: each text the owner changed, and null for one that is the site's own again. */
function bodyOf(values: Values): SiteCopyBody {
  return Object.fromEntries(
    SITE_COPY_KEYS.map((key) => {
      const text = values[fieldOf(key)] ?? DEFAULTS[key];
      const isDefault = text.en.trim() === DEFAULTS[key].en && text.es.trim() === DEFAULTS[key].es;
      return [key, isDefault ? null : text];
    }),
  );
}

/** The form's errors in the server's words, on the field each names ("hero_title.es"). */
const errorsOf = (values: Values) =>
  zodFieldErrors(siteCopyBody, bodyOf(values), ([key, language]) => `${fieldOf(key as SiteCopyKey)}.${String(language)}`);

export type SiteCopySectionProps = {
  /** The profile the site shows now: its texts, and the city and name they fill in. */
  business: BusinessProfile;
  saving: boolean;
  /** The last save's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onSave: (body: SiteCopyBody) => void;
};

const LABELS: Record<SiteCopyKey, "copy.heroTitle" | "copy.heroText" | "copy.servicesIntro" | "copy.contactIntro"> = {
  "hero.title": "copy.heroTitle",
  "hero.text": "copy.heroText",
  "services.intro": "copy.servicesIntro",
  "contact.intro": "copy.contactIntro",
};

/**
 * The words on the public pages (issue 33, decision 0244): the home page's heading and text, the
 * services page's introduction and the contact page's note, English and Spanish side by side, with
 * the home page's top drawn from the draft as it is typed. The site's own words are the starting
 * point; putting one back makes the page follow the site's words again.
 */
export function SiteCopySection({ business, saving, message, onSave }: SiteCopySectionProps) {
  const t = useBusinessT();
  const form = useForm<Values>({
    initialValues: Object.fromEntries(SITE_COPY_KEYS.map((key) => [fieldOf(key), business.copy[key] ?? DEFAULTS[key]])),
    validate: errorsOf,
  });
  const draft: SiteCopy = Object.fromEntries(SITE_COPY_KEYS.map((key) => [key, form.values[fieldOf(key)]]));
  return (
    <Stack component="section" gap="md" aria-labelledby="site-copy-heading">
      <div>
        <Title order={2} size="h3" id="site-copy-heading">
          {t("copy.title")}
        </Title>
        <Text mt={4}>{t("copy.intro")}</Text>
      </div>
      <form noValidate onSubmit={form.onSubmit((values) => onSave(bodyOf(values)))}>
        <Stack gap="md">
          {SITE_COPY_KEYS.map((key) => {
            const field = fieldOf(key);
            const Input = key === "hero.title" ? TextInput : Textarea;
            const value = form.values[field] ?? DEFAULTS[key];
            const isDefault = value.en === DEFAULTS[key].en && value.es === DEFAULTS[key].es;
            return (
              <Fieldset key={key} legend={t(LABELS[key])}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Input label={t("copy.english")} maxLength={SITE_COPY_MAX_LENGTH[key]} autosize minRows={2} required {...form.getInputProps(`${field}.en`)} />
                  <Input label={t("copy.spanish")} maxLength={SITE_COPY_MAX_LENGTH[key]} autosize minRows={2} required {...form.getInputProps(`${field}.es`)} />
                </SimpleGrid>
                {!isDefault && (
                  <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => form.setFieldValue(field, DEFAULTS[key])}>
                    {t("copy.putBack")}
                  </Button>
                )}
              </Fieldset>
            );
          })}
          <Text size="sm">{t("copy.placeholders", { city: "{city}", business: "{business}" })}</Text>
          <Group>
            <ActionMessage message={message} />
            <Button type="submit" loading={saving}>
              {t("copy.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t("copy.preview")}
        </Title>
        <Paper withBorder radius="md" style={{ overflow: "hidden" }} aria-label={t("copy.preview")} role="region">
          <div inert>
            {/* A preview, not the page: its heading sits under this section's, so the page keeps one h1. */}
            <HeroSection business={{ ...business, copy: draft }} headingOrder={4} />
          </div>
        </Paper>
      </Stack>
    </Stack>
  );
}
