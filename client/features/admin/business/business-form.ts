import type { BusinessProfile, UpdateBusinessInput } from "#server/shared/business-profile.schema.ts";
import { updateBusinessInput } from "#server/shared/business-profile.schema.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";

/** The form's own shape: text inputs everywhere, About as paragraphs separated by blank lines. */
export type BusinessFormValues = {
  name: string;
  city: string;
  tagline: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  phone: string;
  email: string;
  latitude: string;
  longitude: string;
  about: string;
  /** The same in Spanish; empty shows the English on the Spanish page (decision 0248). */
  aboutEs: string;
  preparers: { name: string; role: string; credentials: string; photo: string | null }[];
  /** The uploaded photo's URL, or null for the bundled illustration. */
  heroPhoto: string | null;
  /** Empty when the year is not to be shown. */
  foundedYear: string;
  walkIns: boolean;
};

export function formValuesOf(profile: BusinessProfile): BusinessFormValues {
  return {
    name: profile.name,
    city: profile.city,
    tagline: profile.tagline,
    street: profile.address.street,
    locality: profile.address.locality,
    region: profile.address.region,
    postalCode: profile.address.postal_code,
    phone: profile.phone.display,
    email: profile.email,
    latitude: String(profile.location.lat),
    longitude: String(profile.location.lng),
    about: profile.about.join("\n\n"),
    aboutEs: profile.about_es.join("\n\n"),
    preparers: profile.preparers.map((preparer) => ({ ...preparer })),
    heroPhoto: profile.hero_photo?.url ?? null,
    foundedYear: profile.founded_year === null ? "" : String(profile.founded_year),
    walkIns: profile.walk_ins,
  };
}

/** A text area's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The PUT /api/business body for the whole form. */
export function toBusinessInput(values: BusinessFormValues): UpdateBusinessInput {
  return {
    ...values,
    latitude: toNumber(values.latitude),
    longitude: toNumber(values.longitude),
    foundedYear: values.foundedYear.trim() === "" ? null : toNumber(values.foundedYear),
    about: paragraphsOf(values.about),
    aboutEs: paragraphsOf(values.aboutEs),
  };
}

/** The server's own rules and sentences, checked before anything is sent. */
export function validateBusinessForm(values: BusinessFormValues): Record<string, string> {
  const errors = zodFieldErrors(updateBusinessInput, toBusinessInput(values)) as Record<string, string>;
  if (errors.preparers) {
    // Shown beside the preparers list as a whole.
    errors.preparersList = errors.preparers;
    delete errors.preparers;
  }
  return errors;
}
