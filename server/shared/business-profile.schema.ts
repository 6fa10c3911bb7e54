import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js";
import { z } from "zod";
import { codes } from "./i18n/server-messages";
import { brandPalette, HEX_COLOR, paletteProblems } from "./brand-palette";
import { FOUNDED_YEAR_MIN } from "./limits";
import { hoursView } from "./opening-hours.schema";
import { officeService } from "./office-service.schema";
import { publicReview } from "./review.schema";
import { siteCopy } from "./site-copy.schema";

export const businessPreparer = z.object({
  name: z.string(),
  role: z.string(),
  credentials: z.string(),
  /** "/media/{id}" of an uploaded photo (POST /api/business/photos), or null. */
  photo: z.string().nullable(),
});
export type Preparer = z.infer<typeof businessPreparer>;

/**
 * A member of the staff the owner shows in the About page's team (decision 0240), with their
 * public profile: photo ("/media/{id}" or null), credentials, languages spoken (ISO 639 codes), bio.
 */
export const aboutTeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  credentials: z.string(),
  languages: z.array(z.string()),
  bio: z.string(),
});
export type AboutTeamMember = z.infer<typeof aboutTeamMember>;

/** An uploaded image with its pixel size, so a page reserves its box before it loads. */
export const sizedImage = z.object({
  /** "/media/{id}" */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SizedImage = z.infer<typeof sizedImage>;

/** The office's logo and colour (decision 0249). */
export const brand = z.object({
  /** The logo, a PNG at "/media/{id}" (shown in the top bar, the emails and as the site's icon); null shows the name alone. */
  logo: sizedImage.nullable(),
  /** The owner's primary colour, #rrggbb; null keeps the design system's own. */
  primary_color: z.string().nullable(),
  /** The ten shades the site draws with, lightest first, made from `primary_color` (shade 8 is the colour itself); null with it. */
  palette: z.array(z.string()).length(10).nullable(),
});
export type Brand = z.infer<typeof brand>;

/** The business as every page, email and outside tool sees it (GET /api/business). */
export const businessProfile = z.object({
  name: z.string(),
  /** For page titles: '{page} | {name} | {city}'. */
  city: z.string(),
  tagline: z.string(),
  address: z.object({ street: z.string(), locality: z.string(), region: z.string(), postal_code: z.string() }),
  /** "2150 W Shaw Ave, Suite 104, Fresno, CA 93711" */
  address_line: z.string(),
  /** One stored value: `e164` is dialled (tel:), `display` is shown. */
  phone: z.object({ e164: z.string(), display: z.string() }),
  email: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  about: z.array(z.string()),
  /** The About paragraphs in Spanish (decision 0248); [] shows the English ones on the Spanish page. */
  about_es: z.array(z.string()),
  preparers: z.array(businessPreparer),
  /**
   * The staff the owner chose to show on the About page, from their own profiles (decision 0240);
   * while it is empty the About page shows `preparers`, the list typed on the business page.
   */
  team: z.array(aboutTeamMember),
  /** The services clients can book, in the office's order (decision 0237; the owner edits them at /admin/services). */
  services: z.array(officeService),
  /** The home hero's photo; null shows the bundled illustration. */
  hero_photo: sizedImage.nullable(),
  /** The year the office opened ("Serving Fresno since 2009"); null hides it. */
  founded_year: z.number().int().nullable(),
  /** Walk-ins welcome ("By appointment or walk-in") or appointments only. */
  walk_ins: z.boolean(),
  /** The owner's words on the public pages, by the catalogue's key; a key left out shows the default (decision 0244). */
  copy: siteCopy,
  /** The reviews the owner shows, in order (decision 0243; the owner edits them at /admin/reviews). */
  reviews: z.array(publicReview),
  /** Whether the home page shows its reviews (the owner's setting, decision 0242). */
  reviews_shown: z.boolean(),
  brand,
  /** True until the owner saves the profile: the site still shows the placeholders. */
  is_placeholder: z.boolean(),
  /** The opening hours (also GET /api/hours): the week, coming closures and special hours, the booking horizon. */
  hours: hoursView,
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/** POST /api/business/photos: the stored photo; a preparer's `photo` names it by `url`. */
export const uploadedPhoto = z.object({
  id: z.string(),
  /** "/media/{id}", where the photo is served (as WebP, at most PHOTO_MAX_EDGE pixels on its longer side). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The longer side of a stored photo: sharp enough for a full-width hero on a 2x screen, small to send. */
export const PHOTO_MAX_EDGE = 1600;

export { FOUNDED_YEAR_MIN };

/** The image types a photo may have, checked against the file's own first bytes too. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A required text field of the profile; its two sentences (codes.validation.profileText) name the field and `max`. */
const text = (field: keyof typeof codes.validation.profileText, max: number) =>
  z
    .string({ error: codes.validation.profileText[field].required })
    .trim()
    .min(1, codes.validation.profileText[field].required)
    .max(max, codes.validation.profileText[field].tooLong);

/**
 * A primary colour, accepted only when every shade of its palette reads at AA where the design
 * system puts it, in both schemes (brand-palette.ts); each scheme that fails says so.
 */
const primaryColor = z
  .string({ error: codes.validation.colorFormat })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOR, codes.validation.colorFormat)
  .superRefine((hex, context) => {
    // zod runs this after a failed format check too: only a well-formed colour has a palette.
    if (!HEX_COLOR.test(hex)) return;
    for (const problem of paletteProblems(brandPalette(hex))) {
      context.addIssue({ code: "custom", message: problem === "lightScheme" ? codes.validation.colorLightScheme : codes.validation.colorDarkScheme });
    }
  });

/** A US phone number in any common form; stored as E.164. */
const phone = z
  .string({ error: codes.validation.phoneRequired })
  .trim()
  .refine((value) => isValidPhoneNumber(value, "US"), codes.validation.phoneNotUs)
  .transform((value) => parsePhoneNumberWithError(value, "US").number);

/** "/media/{id}" of a photo uploaded through POST /api/business/photos. */
export const uploadedPhotoUrl = z.string().regex(/^\/media\/[0-9a-f-]{36}$/, codes.validation.photoNotUploaded);

const preparer = z.object({
  name: text("preparerName", 100),
  role: text("preparerRole", 100),
  credentials: z.string().trim().max(200, codes.validation.credentialsTooLong).default(""),
  photo: uploadedPhotoUrl
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * PUT /api/business: any subset of the fields (a partial update); what is sent is
 * validated in full, what is left out stays as it was.
 */
export const updateBusinessInput = z
  .object({
    name: text("businessName", 100),
    city: text("city", 100),
    tagline: text("tagline", 200),
    street: text("street", 200),
    locality: text("locality", 100),
    region: z
      .string({ error: codes.validation.stateRequired })
      .trim()
      .regex(/^[A-Za-z]{2}$/, codes.validation.stateCode)
      .transform((value) => value.toUpperCase()),
    postalCode: z.string({ error: codes.validation.zipRequired }).trim().regex(/^\d{5}(-\d{4})?$/, codes.validation.zipFormat),
    phone,
    email: z.string({ error: codes.validation.emailRequired }).trim().pipe(z.email(codes.validation.emailInvalid)),
    latitude: z.number({ error: codes.validation.latitudeNotANumber }).min(-90, codes.validation.latitudeRange).max(90, codes.validation.latitudeRange),
    longitude: z
      .number({ error: codes.validation.longitudeNotANumber })
      .min(-180, codes.validation.longitudeRange)
      .max(180, codes.validation.longitudeRange),
    about: z
      .array(text("paragraph", 2000), { error: codes.validation.aboutNotAList })
      .min(1, codes.validation.aboutEmpty)
      .max(6, codes.validation.aboutTooLong),
    /** The same in Spanish; [] (or left blank in the form) shows the English on the Spanish page. */
    aboutEs: z
      .array(text("paragraph", 2000), { error: codes.validation.aboutNotAList })
      .max(6, codes.validation.aboutTooLong),
    preparers: z.array(preparer, { error: codes.validation.preparersNotAList }).max(12, codes.validation.tooManyPreparers),
    /** The hero's photo, or null for the bundled illustration. */
    heroPhoto: uploadedPhotoUrl.nullable(),
    /** The logo, uploaded through POST /api/business/logo, or null for the name alone. */
    logo: z.string().regex(/^\/media\/[0-9a-f-]{36}$/, codes.validation.logoNotUploaded).nullable(),
    /** #rrggbb, or null for the design system's own colour. */
    primaryColor: primaryColor.nullable(),
    /** Checked against the server's clock, so next year's opening cannot be claimed. */
    foundedYear: z
      .number({ error: codes.validation.foundedYearWhole })
      .int(codes.validation.foundedYearWhole)
      .min(FOUNDED_YEAR_MIN, codes.validation.foundedYearRange)
      .refine((year) => year <= new Date().getFullYear(), codes.validation.foundedYearRange)
      .nullable(),
    walkIns: z.boolean({ error: codes.validation.walkInsBoolean }),
  })
  .partial()
  .strict();
export type UpdateBusinessInput = z.input<typeof updateBusinessInput>;
