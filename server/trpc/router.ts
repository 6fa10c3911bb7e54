import { mfaRouter } from "./routers/mfa.router";
import { appointmentsRouter } from "./routers/appointments.router";
import { auditRouter } from "./routers/audit.router";
import { authRouter } from "./routers/auth.router";
import { availabilityRouter } from "./routers/availability.router";
import { blockedTimesRouter } from "./routers/blocked-times.router";
import { businessRouter } from "./routers/business.router";
import { calendarFeedRouter } from "./routers/calendar-feed.router";
import { clientsRouter } from "./routers/clients.router";
import { contactRouter } from "./routers/contact.router";
import { emailsRouter } from "./routers/emails.router";
import { integrationsRouter } from "./routers/integrations.router";
import { hoursRouter } from "./routers/hours.router";
import { staffRouter } from "./routers/staff.router";
import { officeServicesRouter } from "./routers/office-services.router";
import { reviewsRouter } from "./routers/reviews.router";
import { siteCopyRouter } from "./routers/site-copy.router";
import { legalRouter } from "./routers/legal.router";
import { emailTextsRouter } from "./routers/email-texts.router";
import { settingsRouter } from "./routers/settings.router";
import { scheduleRouter } from "./routers/schedule.router";
import { reportsRouter } from "./routers/reports.router";
import { preparersRouter } from "./routers/preparers.router";
import { siteRouter } from "./routers/site.router";
import { usersRouter } from "./routers/users.router";
import { documentsRouter } from "./routers/documents.router";
import { router } from "./trpc";

/** The client's API (the contract in the team brief); every procedure calls the same services as REST. */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  mfa: mfaRouter,
  site: siteRouter,
  availability: availabilityRouter,
  appointments: appointmentsRouter,
  blockedTimes: blockedTimesRouter,
  contact: contactRouter,
  emails: emailsRouter,
  business: businessRouter,
  hours: hoursRouter,
  staff: staffRouter,
  officeServices: officeServicesRouter,
  reviews: reviewsRouter,
  siteCopy: siteCopyRouter,
  legal: legalRouter,
  emailTexts: emailTextsRouter,
  settings: settingsRouter,
  calendarFeed: calendarFeedRouter,
  clients: clientsRouter,
  schedule: scheduleRouter,
  reports: reportsRouter,
  preparers: preparersRouter,
  integrations: integrationsRouter,
  documents: documentsRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
