import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import type { SAMPLE_EMAILS } from "../../emails/email-fixtures";
import type { AppConfig } from "../../env";
import { emailContextFor } from "../../notifications/email-context";
import type { Locale } from "../../shared/i18n/locales";
import {
  EMAIL_TEXT_KINDS,
  type EmailPreview,
  type EmailText,
  type EmailTextKind,
  type EmailTexts,
  type emailTextBody,
} from "../../shared/email-texts.schema";
import type { Actor, AuditService } from "../audit/audit.service";
import { changedFields } from "../audit/audit.service";
import type { BusinessService } from "../business/business.service";
import { keptValue } from "../kept-value";

type Row = { kind: string; introEn: string | null; introEs: string | null; closingEn: string | null; closingEs: string | null };

const pairOf = (en: string | null, es: string | null) => (en !== null && es !== null ? { en, es } : null);
const textOf = (row: Row): EmailText => ({ intro: pairOf(row.introEn, row.introEs), closing: pairOf(row.closingEn, row.closingEs) });

/** The owner's words as stored now, by email; read for every email sent (the worker may be another process). */
export async function loadEmailTexts(db: Pick<Db, "emailText">): Promise<EmailTexts> {
  const rows = await db.emailText.findMany({ where: { kind: { in: [...EMAIL_TEXT_KINDS] } }, orderBy: { kind: "asc" } });
  return Object.fromEntries(rows.map((row) => [row.kind, textOf(row)])) as EmailTexts;
}

/** Each appointment email's sample, as the preview shows it. */
const SAMPLE_OF: Record<EmailTextKind, keyof typeof SAMPLE_EMAILS> = {
  received: "client.appointment-received",
  confirmed: "client.appointment-confirmed",
  rescheduled: "client.appointment-rescheduled",
  cancelled: "client.appointment-cancelled",
  reminder: "client.appointment-reminder",
};

/**
 * The owner's words in the five appointment emails (issue 33, decision 0247): an opening that takes
 * the place of the product's, and a closing, in English and Spanish. The product keeps the facts.
 */
export function createEmailTextsService({
  db,
  config,
  now,
  audit,
  business,
}: {
  db: Db;
  config: AppConfig;
  now: () => Date;
  audit: AuditService;
  business: Pick<BusinessService, "get">;
}) {
  const kept = keptValue(() => loadEmailTexts(db), { lifetimeMs: settingsLifetimeMs(db), now });

  return {
    /** The owner's words now, by email. */
    get: (): Promise<EmailTexts> => kept.get(),

    /** Saves one email's words (null: the product's opening, or no closing); audited with what changed. */
    async update(actor: Actor, kind: EmailTextKind, input: z.output<typeof emailTextBody>): Promise<EmailTexts> {
      const data = { introEn: input.intro?.en ?? null, introEs: input.intro?.es ?? null, closingEn: input.closing?.en ?? null, closingEs: input.closing?.es ?? null };
      try {
        await db.$transaction(async (tx) => {
          const before = await tx.emailText.findUnique({ where: { kind } });
          if (input.intro === null && input.closing === null) await tx.emailText.deleteMany({ where: { kind } });
          else await tx.emailText.upsert({ where: { kind }, create: { kind, ...data }, update: data });
          const changes = changedFields(before ? textOf(before) : { intro: null, closing: null }, { intro: input.intro, closing: input.closing });
          if (changes) await audit.record(tx, actor, { action: "email_text.updated", subject: { type: "email_text", id: kind }, ...changes });
        });
      } finally {
        kept.forget();
      }
      return kept.get();
    },

    /** The email as a client would receive it with the draft's words, on sample facts and the office's real details. */
    async preview(kind: EmailTextKind, draft: z.output<typeof emailTextBody>, locale: Locale): Promise<EmailPreview> {
      const texts: EmailTexts = { ...(await kept.get()), [kind]: draft };
      // Loaded on the first preview, as the email worker loads them on its first email: the server starts without them.
      const [{ renderEmail }, { SAMPLE_EMAILS }] = await Promise.all([import("../../emails/render-email"), import("../../emails/email-fixtures")]);
      const sample = SAMPLE_EMAILS[SAMPLE_OF[kind]];
      const payload = { ...sample.payload, locale } as typeof sample.payload;
      const { subject, html } = await renderEmail(payload, emailContextFor(config, await business.get(), texts), sample.facts);
      return { subject, html };
    },
  };
}

export type EmailTextsService = ReturnType<typeof createEmailTextsService>;
