/** Business constants from docs/product.md §9, shared by server and client. */
export const LIMITS = {
  passwordMinLength: 6,
  /** Admins see every client's details: their passwords need more (issue 17). */
  adminPasswordMinLength: 12,
  blockedReasonMaxLength: 255,
  /** A client's reason for cancelling, shown to the office. */
  cancelReasonMaxLength: 500,
  /** The office's private note on an appointment. */
  appointmentNoteMaxLength: 2000,
  /** Status and action messages clear themselves after this long. */
  messageTimeoutMs: 4000,
  /** Scroll-to-top delay while the initial session check runs. */
  initialScrollDelayMs: 50,
  mapDefaultZoom: 17,
  /** An uploaded photo (a preparer's) may be at most this large. */
  photoMaxBytes: 2 * 1024 * 1024,
  /**
   * Dates and times outside these years are refused as input: nothing the office
   * books or blocks is that far away, and the database driver cannot store a
   * date-time past the year 9999.
   */
  supportedYears: { first: 1900, last: 2999 },
  /** A search box's text (appointments, clients, the activity log's actor). */
  searchMaxLength: 100,
} as const;

/*
 * Limits the schemas check and their messages name (server/shared/validation-messages.ts).
 * They live here, below both, so the message catalogue and the schemas need not import each other;
 * each schema file re-exports its own.
 */

/** The admin list's window (docs/decisions/0005-admin-list-window.md). */
export const ADMIN_LIST_DEFAULTS = { pastDays: 30, limit: 500, maxLimit: 1000 } as const;

/** The first year a business may say it opened in. */
export const FOUNDED_YEAR_MIN = 1900;

export const INTEGRATION_LIMITS = { nameMaxLength: 80, urlMaxLength: 2000, maxActiveKeys: 50, maxEndpoints: 20 } as const;

export const SCHEDULE_LIMITS = { maxDays: 7, maxAppointments: 1000 } as const;

/** True when an instant lies inside LIMITS.supportedYears (in UTC). */
export function isSupportedInstant(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= LIMITS.supportedYears.first && year <= LIMITS.supportedYears.last;
}

export const THEME_STORAGE_KEY = "theme";
