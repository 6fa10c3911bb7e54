import { parsePhoneNumberWithError } from "libphonenumber-js";
import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import { keptValue } from "../kept-value";
import type { AppConfig } from "../../env";
import { PLACEHOLDER_PROFILE } from "../../shared/business";
import { PLACEHOLDER_ABOUT_ES } from "../../shared/placeholder-about-es";
import {
  type AboutTeamMember,
  type BusinessProfile,
  type Preparer,
  type SizedImage,
  type updateBusinessInput,
} from "../../shared/business-profile.schema";
import { say } from "../../shared/i18n/server-messages";
import type { HoursView } from "../../shared/opening-hours.schema";
import { businessDateOf, type OpeningHours } from "../availability/opening-hours";
import { hoursView, loadOpeningHours, type HoursService } from "../hours/hours.service";
import { validationError } from "../errors";
import { LOGO_TYPE, storedPhotoSize } from "../media/stored-photos";
import { brandPalette } from "../../shared/brand-palette";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";
import type { OfficeService } from "../../shared/office-service.schema";
import type { ServiceNames } from "../../shared/i18n/service-names";
import { loadActiveServices, type OfficeServicesService } from "../office-services/office-services.service";
import { loadAboutTeam, type AboutTeam } from "../staff/about-team";
import { loadShownReviews, type ReviewsService } from "../reviews/reviews.service";
import type { PublicReview } from "../../shared/review.schema";
import type { SiteCopy } from "../../shared/site-copy.schema";
import { loadSiteCopy, type SiteCopyService } from "../site-copy/site-copy.service";
import { loadSettings, type OfficeSettings, type OfficeSettingsService } from "../office-settings/office-settings.service";

/** The stored fields, as the table holds them (about and preparers as JSON). */
type StoredProfile = {
  name: string;
  city: string;
  tagline: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  about: string[];
  aboutEs: string[];
  preparers: Preparer[];
  heroPhoto: SizedImage | null;
  foundedYear: number | null;
  walkIns: boolean;
  logo: SizedImage | null;
  primaryColor: string | null;
};

/** What a fresh install shows until the owner saves /admin/business: the shared placeholders, as stored. */
const PLACEHOLDER: StoredProfile = {
  name: PLACEHOLDER_PROFILE.name,
  city: PLACEHOLDER_PROFILE.city,
  tagline: PLACEHOLDER_PROFILE.tagline,
  street: PLACEHOLDER_PROFILE.address.street,
  locality: PLACEHOLDER_PROFILE.address.locality,
  region: PLACEHOLDER_PROFILE.address.region,
  postalCode: PLACEHOLDER_PROFILE.address.postal_code,
  phone: PLACEHOLDER_PROFILE.phone.e164,
  email: PLACEHOLDER_PROFILE.email,
  latitude: PLACEHOLDER_PROFILE.location.lat,
  longitude: PLACEHOLDER_PROFILE.location.lng,
  about: PLACEHOLDER_PROFILE.about,
  aboutEs: [...PLACEHOLDER_ABOUT_ES],
  preparers: PLACEHOLDER_PROFILE.preparers,
  heroPhoto: PLACEHOLDER_PROFILE.hero_photo,
  foundedYear: PLACEHOLDER_PROFILE.founded_year,
  walkIns: PLACEHOLDER_PROFILE.walk_ins,
  logo: null,
  primaryColor: null,
};

/** What the profile gathers besides the business's own fields: the hours, the services, the team, the reviews and their setting. */
type ProfileParts = { hours: HoursView; services: OfficeService[]; team: AboutTeamMember[]; reviews: PublicReview[]; copy: SiteCopy; reviewsShown: boolean };

function toProfile(stored: StoredProfile, isPlaceholder: boolean, { hours, services, team, reviews, copy, reviewsShown }: ProfileParts): BusinessProfile {
  return {
    name: stored.name,
    city: stored.city,
    tagline: stored.tagline,
    address: {
      street: stored.street,
      locality: stored.locality,
      region: stored.region,
      postal_code: stored.postalCode,
    },
    address_line: `${stored.street}, ${stored.locality}, ${stored.region} ${stored.postalCode}`,
    phone: {
      e164: stored.phone,
      display: parsePhoneNumberWithError(stored.phone).formatNational(),
    },
    email: stored.email,
    location: { lat: stored.latitude, lng: stored.longitude },
    about: stored.about,
    about_es: stored.aboutEs,
    preparers: stored.preparers,
    team,
    services,
    hero_photo: stored.heroPhoto,
    founded_year: stored.foundedYear,
    walk_ins: stored.walkIns,
    reviews,
    copy,
    reviews_shown: reviewsShown,
    brand: {
      logo: stored.logo,
      primary_color: stored.primaryColor,
      palette: stored.primaryColor === null ? null : [...brandPalette(stored.primaryColor)],
    },
    is_placeholder: isPlaceholder,
    hours,
  };
}

async function readStored(db: Db): Promise<StoredProfile | null> {
  const row = await db.businessProfile.findUnique({ where: { id: 1 } });
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, about, aboutEs, preparers, heroPhoto, logo, ...fields } = row;
  // Preparers saved before photos existed have none.
  const people = (JSON.parse(preparers) as Partial<Preparer>[]).map(
    (person) => ({ photo: null, ...person }) as Preparer,
  );
  return {
    ...fields,
    about: JSON.parse(about) as string[],
    aboutEs: JSON.parse(aboutEs) as string[],
    preparers: people,
    heroPhoto: heroPhoto === null ? null : (JSON.parse(heroPhoto) as SizedImage),
    logo: logo === null ? null : (JSON.parse(logo) as SizedImage),
  };
}

/** The profile as stored now, uncached: the email worker reads it for every message. */
export async function loadBusinessProfile(db: Db, config: AppConfig, now: Date): Promise<BusinessProfile> {
  const [stored, hours, services, team, reviews, copy, settings] = await Promise.all([
    readStored(db),
    loadOpeningHours(db, config),
    loadActiveServices(db),
    loadAboutTeam(db),
    loadShownReviews(db),
    loadSiteCopy(db),
    loadSettings(db, config),
  ]);
  return toProfile(stored ?? PLACEHOLDER, stored === null, {
    hours: hoursView(hours, businessDateOf(now, config.businessTimeZone)),
    services,
    team,
    reviews,
    copy,
    reviewsShown: settings.reviewsShown,
  });
}

/**
 * The business profile with its opening hours: read on every page load, kept in memory
 * and rebuilt when either is saved (the hours service replaces its object on a save), so
 * a change shows on the next load with no restart.
 */
export function createBusinessService({
  db,
  config,
  now,
  hours,
  audit,
  officeServices,
  aboutTeam,
  reviews,
  siteCopy,
  settings,
}: {
  db: Db;
  config: AppConfig;
  now: () => Date;
  hours: HoursService;
  audit: AuditService;
  officeServices: Pick<OfficeServicesService, "active">;
  aboutTeam: Pick<AboutTeam, "get">;
  reviews: Pick<ReviewsService, "shown">;
  siteCopy: Pick<SiteCopyService, "get">;
  settings: Pick<OfficeSettingsService, "get">;
}) {
  const stored = keptValue(() => readStored(db), { lifetimeMs: settingsLifetimeMs(db), now });
  let built: {
    from: [StoredProfile | null, OpeningHours, OfficeService[], AboutTeamMember[], PublicReview[], SiteCopy, OfficeSettings];
    profile: BusinessProfile;
  } | null = null;

  return {
    /**
     * The business's name and its services' names, read on the caller's own connection: for a change's emails, written
     * inside its transaction, where a read from the pool could wait on a connection held by the
     * transactions that wait on this one (decision 0230).
     */
    async namesIn(tx: Pick<Db, "businessProfile" | "officeService">): Promise<{ name: string; services: ServiceNames }> {
      const [profile, services] = await Promise.all([
        tx.businessProfile.findUnique({ where: { id: 1 }, select: { name: true } }),
        tx.officeService.findMany({ select: { name: true, nameEs: true } }),
      ]);
      return { name: profile?.name ?? PLACEHOLDER.name, services: services.map((service) => ({ name: service.name, name_es: service.nameEs })) };
    },

    async get(): Promise<BusinessProfile> {
      const from: [StoredProfile | null, OpeningHours, OfficeService[], AboutTeamMember[], PublicReview[], SiteCopy, OfficeSettings] = [
        await stored.get(),
        await hours.get(),
        await officeServices.active(),
        await aboutTeam.get(),
        await reviews.shown(),
        await siteCopy.get(),
        await settings.get(),
      ];
      if (!built || from.some((part, index) => part !== built?.from[index])) {
        const view = hoursView(from[1], businessDateOf(now(), config.businessTimeZone));
        built = {
          from,
          profile: toProfile(from[0] ?? PLACEHOLDER, from[0] === null, {
            hours: view,
            services: from[2],
            team: from[3],
            reviews: from[4],
            copy: from[5],
            reviewsShown: from[6].reviewsShown,
          }),
        };
      }
      return built.profile;
    },

    /** Saves the fields given, keeps the rest; the first save replaces every placeholder. */
    async update(actor: Actor, input: z.output<typeof updateBusinessInput>): Promise<BusinessProfile> {
      const previous = (await readStored(db)) ?? PLACEHOLDER;
      const { heroPhoto, logo, ...fields } = stripUndefined(input);
      const merged: StoredProfile = {
        ...previous,
        ...fields,
        ...(heroPhoto !== undefined && { heroPhoto: await sizedPhoto(db, heroPhoto, previous.heroPhoto) }),
        ...(logo !== undefined && { logo: await sizedLogo(db, logo, previous.logo) }),
      };
      const data = {
        ...merged,
        about: JSON.stringify(merged.about),
        aboutEs: JSON.stringify(merged.aboutEs),
        preparers: JSON.stringify(merged.preparers),
        heroPhoto: merged.heroPhoto === null ? null : JSON.stringify(merged.heroPhoto),
        logo: merged.logo === null ? null : JSON.stringify(merged.logo),
      };
      await db.$transaction(async (tx) => {
        await tx.businessProfile.upsert({
          where: { id: 1 },
          create: { id: 1, ...data },
          update: data,
        });
        // Only the fields that changed, as stored (the profile holds no secrets).
        const changes = changedFields(previous, merged);
        if (changes) await audit.record(tx, actor, { action: "business.updated", subject: { type: "business", id: 1 }, ...changes });
      });
      stored.forget();
      return this.get();
    },
  };
}

/** The hero's photo with its pixel size, which pages need to hold its place; only an uploaded photo will do. */
async function sizedPhoto(db: Db, url: string | null, current: SizedImage | null): Promise<SizedImage | null> {
  if (url === null) return null;
  if (url === current?.url) return current;
  const size = await storedPhotoSize(db, url.slice("/media/".length));
  if (!size) throw validationError(say.validation.photoNotUploaded);
  return { url, ...size };
}

/** The logo with its pixel size; only a logo uploaded as one (a PNG, which every mail program shows) will do. */
async function sizedLogo(db: Db, url: string | null, current: SizedImage | null): Promise<SizedImage | null> {
  if (url === null) return null;
  if (url === current?.url) return current;
  const row = await db.media.findUnique({ where: { id: url.slice("/media/".length) }, select: { contentType: true, width: true, height: true } });
  if (row?.contentType !== LOGO_TYPE || row.width === null || row.height === null) throw validationError(say.validation.logoNotUploaded);
  return { url, width: row.width, height: row.height };
}

const stripUndefined = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

export type BusinessService = ReturnType<typeof createBusinessService>;
