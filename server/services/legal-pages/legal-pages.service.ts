import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import type { AppConfig } from "../../env";
import type { LegalPageName, LegalPages, legalPageBody } from "../../shared/legal.schema";
import type { Actor, AuditService } from "../audit/audit.service";
import { businessDateOf } from "../availability/opening-hours";
import { keptValue } from "../kept-value";

/** Both legal pages as saved now; null for one that still shows the template. */
async function loadLegalPages(db: Db): Promise<LegalPages> {
  const rows = await db.legalPage.findMany();
  const pageOf = (page: LegalPageName) => {
    const row = rows.find((candidate) => candidate.page === page);
    return row ? { en: row.en, es: row.es, updated_on: row.updatedOn } : null;
  };
  return { privacy: pageOf("privacy"), terms: pageOf("terms") };
}

/**
 * The privacy policy and the terms as the owner saved them from the template (issue 33, decision
 * 0246). Only their own pages carry them (server/html/page-html.ts), kept in memory between saves
 * (decision 0209 across instances).
 */
export function createLegalPagesService({ db, config, now, audit }: { db: Db; config: AppConfig; now: () => Date; audit: AuditService }) {
  const kept = keptValue(() => loadLegalPages(db), { lifetimeMs: settingsLifetimeMs(db), now });

  return {
    /** Both pages: the same object until one is saved. */
    get: (): Promise<LegalPages> => kept.get(),

    /**
     * Saves a page in both languages, dated today in the office's time zone. The audit trail
     * records which page and its dates; the text itself is the page, which anyone can read.
     */
    async update(actor: Actor, page: LegalPageName, input: z.output<typeof legalPageBody>): Promise<LegalPages> {
      const updatedOn = businessDateOf(now(), config.businessTimeZone);
      try {
        await db.$transaction(async (tx) => {
          const before = await tx.legalPage.findUnique({ where: { page }, select: { updatedOn: true } });
          const data = { en: input.en, es: input.es, updatedOn };
          await tx.legalPage.upsert({ where: { page }, create: { page, ...data }, update: data });
          await audit.record(tx, actor, {
            action: "legal_page.updated",
            subject: { type: "legal_page", id: page },
            before: { updated_on: before?.updatedOn ?? null, template: before === null },
            after: { updated_on: updatedOn, template: false },
          });
        });
      } finally {
        kept.forget();
      }
      return kept.get();
    },
  };
}

export type LegalPagesService = ReturnType<typeof createLegalPagesService>;
