import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import { SITE_COPY_KEYS, type SiteCopy, type siteCopyBody } from "../../shared/site-copy.schema";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";
import { keptValue } from "../kept-value";

/** The owner's texts as stored now, by key; a key with no row follows the default. */
export async function loadSiteCopy(db: Pick<Db, "siteCopyText">): Promise<SiteCopy> {
  const rows = await db.siteCopyText.findMany({ where: { key: { in: [...SITE_COPY_KEYS] } }, orderBy: { key: "asc" } });
  return Object.fromEntries(rows.map((row) => [row.key, { en: row.en, es: row.es }])) as SiteCopy;
}

/**
 * The owner's words on the public pages (issue 33, decision 0244): the hero's heading and text, the
 * services page's introduction and the contact page's note, in English and Spanish. Every page
 * carries them in the business profile, so they are kept in memory between saves (decision 0209
 * across instances).
 */
export function createSiteCopyService({ db, now, audit }: { db: Db; now: () => Date; audit: AuditService }) {
  const kept = keptValue(() => loadSiteCopy(db), { lifetimeMs: settingsLifetimeMs(db), now });

  return {
    /** The owner's texts now: the same object until one changes. */
    get: (): Promise<SiteCopy> => kept.get(),

    /** Saves the texts given (null: back to the default) in one transaction; the audit trail records what changed. */
    async update(actor: Actor, input: z.output<typeof siteCopyBody>): Promise<SiteCopy> {
      try {
        await db.$transaction(async (tx) => {
          const before = await loadSiteCopy(tx);
          for (const key of SITE_COPY_KEYS) {
            const text = input[key];
            if (text === undefined) continue;
            if (text === null) await tx.siteCopyText.deleteMany({ where: { key } });
            else await tx.siteCopyText.upsert({ where: { key }, create: { key, ...text }, update: text });
          }
          const changes = changedFields(before, await loadSiteCopy(tx));
          if (changes) await audit.record(tx, actor, { action: "site_copy.updated", subject: { type: "site_copy", id: 1 }, ...changes });
        });
      } finally {
        kept.forget();
      }
      return kept.get();
    },
  };
}

export type SiteCopyService = ReturnType<typeof createSiteCopyService>;
