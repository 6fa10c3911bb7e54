import type { Db } from "../db";
import type { ReadQueries } from "../db/read-queries";
import type { AppConfig } from "../env";
import type { SiteSettings } from "../shared/site-settings";
import { createNotifications, type Notifications } from "../notifications/notifications";
import { createOutboxStore, type OutboxStore } from "../outbox/outbox.store";
import { createAuditService, type AuditService } from "./audit/audit.service";
import { createAppointmentsService } from "./appointments/appointments.service";
import { createAuthService } from "./auth/auth.service";
import { createSessionLookup } from "./auth/session-lookup";
import { createSessionsService } from "./auth/sessions.service";
import { createMfaService } from "./auth/mfa.service";
import { createPasskeysService } from "./auth/passkeys.service";
import { createAvailabilityService } from "./availability/availability.service";
import { createBlockedTimesService } from "./blocked-times/blocked-times.service";
import { createBusinessService, type BusinessService } from "./business/business.service";
import { createHoursService, type HoursService } from "./hours/hours.service";
import { createContactService } from "./contact/contact.service";
import { createMediaService } from "./media/media.service";
import { createCalendarFeedService } from "./calendar-feed/calendar-feed.service";
import { createClientsService } from "./clients/clients.service";
import { createEmailLogService } from "./email-log/email-log.service";
import { createPasswordResetService } from "./auth/password-reset.service";
import { createApiKeysService } from "./integrations/api-keys.service";
import { createWebhooksService } from "./integrations/webhooks.service";
import { createScheduleService } from "./schedule/schedule.service";
import { createEmailChangeService } from "./users/email-change.service";
import { createUsersService } from "./users/users.service";

export type BaseDeps = {
  db: Db;
  /** Prepared statements for the hot reads, on a read-only connection. */
  reads: ReadQueries;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
};

export type ServiceDeps = BaseDeps & {
  /** Where changes write the messages they cause, in their own transaction. */
  outbox: OutboxStore;
  notifications: Notifications;
  /** The business profile, kept in memory between saves. */
  business: BusinessService;
  /** The opening hours, kept in memory between saves. */
  hours: HoursService;
  /** The audit trail: changes record themselves in their own transaction. */
  audit: AuditService;
};

/** The dependencies plus the outbox that changes write their messages to. */
export function withOutbox(base: BaseDeps): ServiceDeps {
  const outbox = createOutboxStore(base.db, base.config.appUrl);
  const audit = createAuditService(base);
  const hours = createHoursService({ ...base, audit });
  const business = createBusinessService({ ...base, hours, audit });
  return { ...base, outbox, business, hours, audit, notifications: createNotifications({ config: base.config, reads: base.reads, outbox, business, now: base.now }) };
}

/** Builds every domain service once per app; both transports receive the same instances. */
export function createServices(base: BaseDeps) {
  const deps = withOutbox(base);
  const sessions = createSessionsService(deps);
  const mfa = createMfaService(deps, sessions);
  const passkeys = createPasskeysService(deps, sessions, mfa);
  const availability = createAvailabilityService(deps);
  return {
    sessions,
    sessionLookup: createSessionLookup(deps),
    mfa,
    passkeys,
    auth: createAuthService(deps, sessions, mfa, passkeys),
    users: createUsersService(deps),
    emailChange: createEmailChangeService(deps),
    availability,
    appointments: createAppointmentsService(deps, availability),
    blockedTimes: createBlockedTimesService(deps),
    contact: createContactService(deps),
    passwordReset: createPasswordResetService(deps),
    emailLog: createEmailLogService(deps),
    business: deps.business,
    hours: deps.hours,
    audit: deps.audit,
    media: createMediaService(deps),
    calendarFeed: createCalendarFeedService(deps, sessions),
    clients: createClientsService(deps),
    schedule: createScheduleService(deps),
    apiKeys: createApiKeysService(deps, sessions),
    webhooks: createWebhooksService(deps, sessions),
    site: {
      settings: (): SiteSettings => ({
        timeZone: base.config.businessTimeZone,
        maps: base.config.maps,
        adminIdleMinutes: base.config.adminIdleMinutes,
      }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
