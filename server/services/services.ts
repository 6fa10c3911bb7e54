import type { SiteSettings } from "../shared/site-settings";
import { withOutbox, type BaseDeps } from "./deps";
import { keptView } from "./kept-value";
import { createEmailTextsService } from "./email-texts/email-texts.service";
import { createAppointmentsService } from "./appointments/appointments.service";
import { createAuthService } from "./auth/auth.service";
import { createSessionLookup } from "./auth/session-lookup";
import { createSessionsService } from "./auth/sessions.service";
import { createMfaService } from "./auth/mfa.service";
import { createPasskeysService } from "./auth/passkeys.service";
import { createAvailabilityService } from "./availability/availability.service";
import { createPreparersService } from "./preparers/preparers.service";
import { createStaffService } from "./staff/staff.service";
import { createBlockedTimesService } from "./blocked-times/blocked-times.service";
import { createContactService } from "./contact/contact.service";
import { createMediaService } from "./media/media.service";
import { createCalendarFeedService } from "./calendar-feed/calendar-feed.service";
import { createClientsService } from "./clients/clients.service";
import { createEmailLogService } from "./email-log/email-log.service";
import { createPasswordResetService } from "./auth/password-reset.service";
import { createApiKeysService } from "./integrations/api-keys.service";
import { createWebhooksService } from "./integrations/webhooks.service";
import { createScheduleService } from "./schedule/schedule.service";
import { createReportsService } from "./reports/reports.service";
import { createEmailChangeService } from "./users/email-change.service";
import { createUsersService } from "./users/users.service";
import { createDocumentsService } from "./documents/documents.service";
import { createIntakeService } from "./documents/intake.service";

/** Builds every domain service once per app; both transports receive the same instances. */
export function createServices(base: BaseDeps) {
  const deps = withOutbox(base);
  const sessions = createSessionsService(deps);
  const mfa = createMfaService(deps, sessions);
  const passkeys = createPasskeysService(deps, sessions, mfa);
  const preparers = createPreparersService(deps);
  const availability = createAvailabilityService(deps, preparers);
  return {
    sessions,
    sessionLookup: createSessionLookup(deps),
    mfa,
    passkeys,
    auth: createAuthService(deps, sessions, mfa, passkeys),
    users: createUsersService(deps),
    emailChange: createEmailChangeService(deps),
    availability,
    preparers,
    staff: createStaffService(deps),
    appointments: createAppointmentsService(deps, availability, preparers),
    blockedTimes: createBlockedTimesService(deps, preparers),
    contact: createContactService(deps),
    passwordReset: createPasswordResetService(deps),
    emailLog: createEmailLogService(deps),
    business: deps.business,
    hours: deps.hours,
    officeServices: deps.officeServices,
    reviews: deps.reviews,
    siteCopy: deps.siteCopy,
    legalPages: deps.legalPages,
    emailTexts: createEmailTextsService({ ...deps, business: deps.business }),
    settings: deps.settings,
    audit: deps.audit,
    media: createMediaService(deps),
    documents: createDocumentsService(deps),
    intake: createIntakeService(deps),
    calendarFeed: createCalendarFeedService(deps, sessions),
    clients: createClientsService(deps),
    schedule: createScheduleService(deps),
    reports: createReportsService(deps, preparers),
    apiKeys: createApiKeysService(deps, sessions),
    webhooks: createWebhooksService(deps, sessions),
    site: {
      /** What every page carries: the same object until the owner changes the idle limit (decision 0245). */
      settings: keptView(
        deps.settings,
        (settings): SiteSettings => ({
          timeZone: base.config.businessTimeZone,
          maps: base.config.maps,
          adminIdleMinutes: settings.staffIdleMinutes,
        }),
      ),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
