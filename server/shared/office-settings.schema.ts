import { z } from "zod";
import { codes } from "./i18n/server-messages";

/** The ranges the owner may choose from (decision 0242); the environment's first-start values are checked the same way. */
export const OFFICE_SETTING_LIMITS = {
  cancelCutoffHours: { min: 0, max: 24 * 30 },
  maxOpenRequests: { min: 1, max: 1000 },
  reminderMinutesBefore: { min: 15, max: 14 * 24 * 60 },
  // As ADMIN_IDLE_MINUTES: the warning comes a minute before, so at least 2; at most a working day.
  staffIdleMinutes: { min: 2, max: 24 * 60 },
} as const;

/**
 * Who the office's emails are from (decision 0241): `from` as the From header shows it,
 * `from_env` when MAIL_FROM sets it, `placeholder` while it is still a fresh install's example address.
 */
export const emailSenderView = z.object({ from: z.string(), from_env: z.boolean(), placeholder: z.boolean() });

/** GET /api/settings: the office's rules as they apply now, and who its emails are from. */
export const officeSettingsView = z.object({
  cancel_cutoff_hours: z.number().int(),
  max_open_requests: z.number().int(),
  reminder_minutes_before: z.number().int(),
  /** Whether the home page shows its reviews: the spec's samples, which are not real clients' words. */
  reviews_shown: z.boolean(),
  /** Minutes a staff member's session may sit unused before it ends (decision 0245). */
  staff_idle_minutes: z.number().int(),
  email_sender: emailSenderView,
});
export type OfficeSettingsView = z.infer<typeof officeSettingsView>;

const whole = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/settings: every rule, each a whole number in its range; the idle limit left out stays as it is (older tools). */
export const officeSettingsBody = z
  .object({
    cancel_cutoff_hours: whole(codes.validation.settings.cancelCutoffHours, OFFICE_SETTING_LIMITS.cancelCutoffHours),
    max_open_requests: whole(codes.validation.settings.maxOpenRequests, OFFICE_SETTING_LIMITS.maxOpenRequests),
    reminder_minutes_before: whole(codes.validation.settings.reminderMinutesBefore, OFFICE_SETTING_LIMITS.reminderMinutesBefore),
    reviews_shown: z.boolean({ error: codes.validation.settings.reviewsShown }),
    staff_idle_minutes: whole(codes.validation.settings.staffIdleMinutes, OFFICE_SETTING_LIMITS.staffIdleMinutes).optional(),
  })
  .strict();
export type OfficeSettingsBody = z.input<typeof officeSettingsBody>;
