import { engineOf, type Db } from "../db";
import { rawWritesFor, type RawWrites } from "../db/raw-writes";
import { createReadQueries } from "../db/open-read-queries";
import type { ReadQueries } from "../db/read-queries";
import type { AppConfig } from "../env";
import { DirectoryFileStore } from "../files/directory-file-store";
import type { FileStore } from "../files/file-store";
import { createNotifications, type Notifications } from "../notifications/notifications";
import { createOutboxStore, type OutboxStore } from "../outbox/outbox.store";
import { createAuditService, type AuditService } from "./audit/audit.service";
import { createBusinessService, type BusinessService } from "./business/business.service";
import { createAboutTeam, type AboutTeam } from "./staff/about-team";
import { createOfficeSettingsService, type OfficeSettingsService } from "./office-settings/office-settings.service";
import { createHoursService, type HoursService } from "./hours/hours.service";
import { createOfficeServicesService, type OfficeServicesService } from "./office-services/office-services.service";
import { createReviewsService, type ReviewsService } from "./reviews/reviews.service";
import { createSiteCopyService, type SiteCopyService } from "./site-copy/site-copy.service";
import { createLegalPagesService, type LegalPagesService } from "./legal-pages/legal-pages.service";

/*
 * What every domain service is built from. Its own module, below services.ts (which builds them
 * all), so a service can name its dependencies without importing the module that imports it.
 */

export type BaseDeps = {
  db: Db;
  /** Hand-written statements for the hot reads, in the engine's form (server/db/read-queries.ts). */
  reads: ReadQueries;
  /** The few writes Prisma's query API cannot make, in the engine's form (server/db/raw-writes.ts). */
  writes: RawWrites;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** Where file bytes live (decision 0218); without one, the folder FILES_DIR names. */
  files?: FileStore;
};

export type ServiceDeps = BaseDeps & {
  /** The file store every instance reads: photos' bytes (decision 0218). */
  files: FileStore;
  /** Where changes write the messages they cause, in their own transaction. */
  outbox: OutboxStore;
  notifications: Notifications;
  /** The business profile, kept in memory between saves. */
  business: BusinessService;
  /** The opening hours, kept in memory between saves. */
  hours: HoursService;
  /** The audit trail: changes record themselves in their own transaction. */
  audit: AuditService;
  /** The services the office offers (decision 0237), kept in memory between changes. */
  officeServices: OfficeServicesService;
  /** The staff shown on the About page (decision 0240), kept in memory between changes. */
  aboutTeam: AboutTeam;
  /** The home page's reviews (decision 0243), kept in memory between changes. */
  reviews: ReviewsService;
  /** The owner's words on the public pages (decision 0244), kept in memory between saves. */
  siteCopy: SiteCopyService;
  /** The legal pages as the owner saved them (decision 0246), kept in memory between saves. */
  legalPages: LegalPagesService;
  /** The office's rules the owner changes on the settings page (decision 0242), kept in memory between saves. */
  settings: OfficeSettingsService;
};

/** The engine-specific statements for the database `db` was opened on (`reads` must be closed with the app). */
export function storageOf(db: Db): Pick<BaseDeps, "db" | "reads" | "writes"> {
  return { db, reads: createReadQueries(db), writes: rawWritesFor(engineOf(db)) };
}

/** The dependencies plus the outbox that changes write their messages to. */
export function withOutbox(base: BaseDeps): ServiceDeps {
  const outbox = createOutboxStore(base.db, base.config.appUrl);
  const audit = createAuditService(base);
  const hours = createHoursService({ ...base, audit });
  const officeServices = createOfficeServicesService({ ...base, audit });
  const aboutTeam = createAboutTeam(base);
  const reviews = createReviewsService({ ...base, audit });
  const siteCopy = createSiteCopyService({ ...base, audit });
  const legalPages = createLegalPagesService({ ...base, audit });
  const settings = createOfficeSettingsService({ ...base, audit });
  const business = createBusinessService({ ...base, hours, audit, officeServices, aboutTeam, reviews, siteCopy, settings });
  const files = base.files ?? new DirectoryFileStore(base.config.filesDir);
  const notifications = createNotifications({ config: base.config, reads: base.reads, outbox, business, settings, now: base.now });
  return { ...base, files, outbox, business, hours, audit, officeServices, aboutTeam, reviews, siteCopy, legalPages, settings, notifications };
}
