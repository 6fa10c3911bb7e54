import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import type { AppConfig } from "../../env";
import type { OfficeSettingsView, officeSettingsBody } from "../../shared/office-settings.schema";
import { emailSender } from "../../notifications/email-sender";
import type { DbOrTx } from "../../outbox/outbox.store";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";
import type { BusinessService } from "../business/business.service";
import { keptValue } from "../kept-value";

/** The office's rules as they apply now (decision 0242). */
export type OfficeSettings = {
  cancelCutoffHours: number;
  maxOpenRequests: number;
  reminderMinutesBefore: number;
  reviewsShown: boolean;
  staffIdleMinutes: number;
};

/** The saved row, or the environment's first-start values until the owner saves the page. */
export async function loadSettings(db: Pick<DbOrTx, "officeSettings">, config: AppConfig): Promise<OfficeSettings> {
  const row = await db.officeSettings.findUnique({ where: { id: 1 } });
  return {
    cancelCutoffHours: row?.cancelCutoffHours ?? config.clientRules.cancelCutoffHours,
    maxOpenRequests: row?.maxOpenRequests ?? config.clientRules.maxOpenRequests,
    reminderMinutesBefore: row?.reminderMinutesBefore ?? config.email.reminderMinutesBefore,
    // The spec's home page shows its testimonials.
    reviewsShown: row?.reviewsShown ?? true,
    // A row saved before the idle limit was a setting has none: the environment's still applies.
    staffIdleMinutes: row?.staffIdleMinutes ?? config.adminIdleMinutes,
  };
}

const factsOf = (settings: OfficeSettings) => ({
  cancel_cutoff_hours: settings.cancelCutoffHours,
  max_open_requests: settings.maxOpenRequests,
  reminder_minutes_before: settings.reminderMinutesBefore,
  reviews_shown: settings.reviewsShown,
  staff_idle_minutes: settings.staffIdleMinutes,
});

/**
 * The rules the owner changes on the business page (issue 33, decision 0242): the cancel cutoff, how
 * many open requests a client may hold, the reminder's lead time, whether the home page shows its
 * reviews, and how long a staff session may sit unused (decision 0245). The environment gives the
 * first-start values, as it does for the opening hours; once saved, the page's values apply. Read
 * on every booking and client list, so kept in memory between saves (decision 0209 across instances).
 */
export function createOfficeSettingsService({ db, config, now, audit }: { db: Db; config: AppConfig; now: () => Date; audit: AuditService }) {
  const kept = keptValue(() => loadSettings(db, config), { lifetimeMs: settingsLifetimeMs(db), now });

  return {
    /** The rules as they apply now. */
    get: () => kept.get(),

    /**
     * The same, read on a change's own connection: inside its transaction a read from the pool
     * could wait on the connection the transaction holds (decision 0230). One row by its key.
     */
    in: (tx: DbOrTx): Promise<OfficeSettings> => loadSettings(tx, config),

    /** The owner's page: the rules and who the emails are from. */
    async view(business: Pick<BusinessService, "get">): Promise<OfficeSettingsView> {
      const [settings, profile] = await Promise.all([kept.get(), business.get()]);
      const sender = emailSender(config, profile);
      return { ...factsOf(settings), email_sender: { from: sender.from, from_env: sender.fromEnv, placeholder: sender.placeholder } };
    },

    /** Saves every rule (the idle limit left out stays as it is); the audit trail records what changed. */
    async update(actor: Actor, input: z.output<typeof officeSettingsBody>): Promise<void> {
      try {
        await db.$transaction(async (tx) => {
          const before = await loadSettings(tx, config);
          const data = {
            cancelCutoffHours: input.cancel_cutoff_hours,
            maxOpenRequests: input.max_open_requests,
            reminderMinutesBefore: input.reminder_minutes_before,
            reviewsShown: input.reviews_shown,
            staffIdleMinutes: input.staff_idle_minutes ?? before.staffIdleMinutes,
          };
          await tx.officeSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
          const changes = changedFields(factsOf(before), factsOf(data));
          if (changes) await audit.record(tx, actor, { action: "settings.updated", subject: { type: "settings", id: 1 }, ...changes });
        });
      } finally {
        kept.forget();
      }
    },
  };
}

export type OfficeSettingsService = ReturnType<typeof createOfficeSettingsService>;
