import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { SITE_COPY_KEYS, type SiteCopyKey } from "./site-copy-text";

export { SITE_COPY_KEYS, type SiteCopyKey };

/** The longest each may be: a heading, or a paragraph. */
export const SITE_COPY_MAX_LENGTH: Readonly<Record<SiteCopyKey, number>> = {
  "hero.title": 120,
  "hero.text": 600,
  "services.intro": 600,
  "contact.intro": 600,
};

/** One text in both languages. */
export const siteText = z.object({ en: z.string(), es: z.string() });
export type SiteText = z.infer<typeof siteText>;

/** The owner's texts, by key; a key left out shows the default. */
export const siteCopy = z.object(Object.fromEntries(SITE_COPY_KEYS.map((key) => [key, siteText.optional()])) as Record<SiteCopyKey, z.ZodOptional<typeof siteText>>);
export type SiteCopy = z.infer<typeof siteCopy>;

const text = (key: SiteCopyKey, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(SITE_COPY_MAX_LENGTH[key], codes.validation.siteCopy.tooLong);

const entryOf = (key: SiteCopyKey) =>
  z
    .object({ en: text(key, codes.validation.siteCopy.englishRequired), es: text(key, codes.validation.siteCopy.spanishRequired) })
    .strict()
    .nullable()
    .optional();

/**
 * PUT /api/site-copy: the texts to change, by key: both languages, or null to go back to the
 * default. A key left out stays as it is.
 */
export const siteCopyBody = z
  .object(Object.fromEntries(SITE_COPY_KEYS.map((key) => [key, entryOf(key)])) as Record<SiteCopyKey, ReturnType<typeof entryOf>>)
  .strict();
export type SiteCopyBody = z.input<typeof siteCopyBody>;
