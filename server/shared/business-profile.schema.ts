import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js";
import { z } from "zod";
import { hoursView } from "./opening-hours.schema";

export const businessPreparer = z.object({
  name: z.string(),
  role: z.string(),
  credentials: z.string(),
  /** "/media/{id}" of an uploaded photo (POST /api/business/photos), or null. */
  photo: z.string().nullable(),
});
export type Preparer = z.infer<typeof businessPreparer>;

/** An uploaded image with its pixel size, so a page reserves its box before it loads. */
export const sizedImage = z.object({
  /** "/media/{id}" */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SizedImage = z.infer<typeof sizedImage>;

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
  preparers: z.array(businessPreparer),
  /** The home hero's photo; null shows the bundled illustration. */
  hero_photo: sizedImage.nullable(),
  /** The year the office opened ("Serving Fresno since 2009"); null hides it. */
  founded_year: z.number().int().nullable(),
  /** Walk-ins welcome ("By appointment or walk-in") or appointments only. */
  walk_ins: z.boolean(),
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

/** The first year a business may say it opened in. */
export const FOUNDED_YEAR_MIN = 1900;

/** The image types a photo may have, checked against the file's own first bytes too. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A US phone number in any common form; stored as E.164. */
const phone = z
  .string({ error: "Phone is required." })
  .trim()
  .refine((value) => isValidPhoneNumber(value, "US"), "Please enter a valid US phone number.")
  .transform((value) => parsePhoneNumberWithError(value, "US").number);

/** Also the server's answer when a well-formed "/media/{id}" names no stored photo. */
export const PHOTO_NOT_UPLOADED = "The photo must be one uploaded on this page.";

/** "/media/{id}" of a photo uploaded through POST /api/business/photos. */
const uploadedPhotoUrl = z.string().regex(/^\/media\/[0-9a-f-]{36}$/, PHOTO_NOT_UPLOADED);

const preparer = z.object({
  name: text("The preparer's name", 100),
  role: text("The preparer's role", 100),
  credentials: z.string().trim().max(200, "Credentials must be at most 200 characters.").default(""),
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
    name: text("Business name", 100),
    city: text("City", 100),
    tagline: text("Tagline", 200),
    street: text("Street address", 200),
    locality: text("Town or city", 100),
    region: z
      .string({ error: "State is required." })
      .trim()
      .regex(/^[A-Za-z]{2}$/, "State must be a two-letter code such as CA.")
      .transform((value) => value.toUpperCase()),
    postalCode: z.string({ error: "ZIP code is required." }).trim().regex(/^\d{5}(-\d{4})?$/, "ZIP code must look like 93711 or 93711-1234."),
    phone,
    email: z.string({ error: "Email is required." }).trim().pipe(z.email("Please enter a valid email address.")),
    latitude: z.number({ error: "Latitude must be a number." }).min(-90, "Latitude must be between -90 and 90.").max(90, "Latitude must be between -90 and 90."),
    longitude: z
      .number({ error: "Longitude must be a number." })
      .min(-180, "Longitude must be between -180 and 180.")
      .max(180, "Longitude must be between -180 and 180."),
    about: z
      .array(text("A paragraph", 2000), { error: "About must be a list of paragraphs." })
      .min(1, "About needs at least one paragraph.")
      .max(6, "About can have at most 6 paragraphs."),
    preparers: z.array(preparer, { error: "Preparers must be a list." }).max(12, "At most 12 preparers can be shown."),
    /** The hero's photo, or null for the bundled illustration. */
    heroPhoto: uploadedPhotoUrl.nullable(),
    /** Checked against the server's clock, so next year's opening cannot be claimed. */
    foundedYear: z
      .number({ error: "The founding year must be a whole number." })
      .int("The founding year must be a whole number.")
      .min(FOUNDED_YEAR_MIN, `The founding year must be between ${FOUNDED_YEAR_MIN} and this year.`)
      .refine((year) => year <= new Date().getFullYear(), `The founding year must be between ${FOUNDED_YEAR_MIN} and this year.`)
      .nullable(),
    walkIns: z.boolean({ error: "Walk-ins must be true or false." }),
  })
  .partial()
  .strict();
export type UpdateBusinessInput = z.input<typeof updateBusinessInput>;
