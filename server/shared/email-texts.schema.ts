import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { locale } from "./auth.schema";

/**
 * The client emails whose words the owner may write (issue 33, decision 0247): the five about an
 * appointment. The product keeps the heading, the facts (service, preparer, time, place), the
 * buttons and the calendar links; the owner writes the opening paragraph and an optional closing.
 */
export const EMAIL_TEXT_KINDS = ["received", "confirmed", "rescheduled", "cancelled", "reminder"] as const;
export type EmailTextKind = (typeof EMAIL_TEXT_KINDS)[number];

export const EMAIL_TEXT_MAX_LENGTH = 1000;

export const emailTextPair = z.object({ en: z.string(), es: z.string() });
/** One email's words: null keeps the product's opening, or adds no closing. */
export const emailText = z.object({ intro: emailTextPair.nullable(), closing: emailTextPair.nullable() });
export type EmailText = z.infer<typeof emailText>;

/** The owner's words by email; an email left out is the product's own. */
export const emailTexts = z.object(
  Object.fromEntries(EMAIL_TEXT_KINDS.map((kind) => [kind, emailText.optional()])) as Record<EmailTextKind, z.ZodOptional<typeof emailText>>,
);
export type EmailTexts = z.infer<typeof emailTexts>;

export const emailTextKindInput = z.object({ kind: z.enum(EMAIL_TEXT_KINDS, { error: codes.validation.emailText.kind }) });

const text = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(EMAIL_TEXT_MAX_LENGTH, codes.validation.emailText.tooLong);
const pair = z
  .object({ en: text(codes.validation.emailText.englishRequired), es: text(codes.validation.emailText.spanishRequired) })
  .strict()
  .nullable();

/** PUT /api/email-texts/{kind}: the opening and the closing, each in both languages or null. */
export const emailTextBody = z.object({ intro: pair, closing: pair }).strict();
export type EmailTextBody = z.input<typeof emailTextBody>;
export const updateEmailTextInput = emailTextBody.extend(emailTextKindInput.shape);

/** POST /api/email-texts/{kind}/preview: the words as drafted, in one language. */
export const emailTextPreviewBody = emailTextBody.extend({ locale });
export const previewEmailTextInput = emailTextPreviewBody.extend(emailTextKindInput.shape);

/** The draft as the client would receive it, with sample facts. */
export const emailPreview = z.object({ subject: z.string(), html: z.string() });
export type EmailPreview = z.infer<typeof emailPreview>;
