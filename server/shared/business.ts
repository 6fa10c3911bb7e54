import type { BusinessProfile } from "./business-profile.schema";
import { describeWeeklyHours } from "./hours-text";
import { DEFAULT_OPENING_HOURS, DEFAULT_WEEK } from "./opening-hours";

/**
 * Facts about the business shown on the pages (docs/product.md §9; the owner's saved profile replaces them, §10.2).
 * Values are plausible placeholders for a Fresno, California office; see
 * docs/decisions/0004-business-details.md. Change them here and nowhere else.
 */
export const BUSINESS = {
  name: "Valley Tax Pros",
  city: "Fresno, CA",
  tagline: "Your trusted partner for personal and business tax needs.",
  address: {
    street: "2150 W Shaw Ave, Suite 104",
    locality: "Fresno",
    region: "CA",
    postalCode: "93711",
  },
  /** Display form and the E.164 form used in tel: links. */
  phone: { display: "(559) 555-0123", e164: "+15595550123" },
  email: "hello@valleytaxpros.example",
  /** The office map marker. */
  location: { lat: 36.8081, lng: -119.8099 },
  /** Default business time zone; the server's BUSINESS_TIMEZONE overrides it. */
  timeZone: "America/Los_Angeles",
  /** The About page's paragraphs until the owner writes their own on /admin/business. */
  about: [
    "Our mission is simple: take the stress out of taxes. We started Valley Tax Pros because too many people in the Central Valley were paying for tax help they did not understand, or doing it alone and missing credits they had earned. Every return we prepare is explained in plain language, line by line, before it is filed.",
    "We serve individuals and families, gig workers and retirees, and small businesses of every shape: sole proprietors, LLCs, partnerships and S-corps. Because we work with you year-round rather than only in April, we can plan ahead with you, from quarterly estimates to choosing the right entity for a new venture.",
    "When the IRS or the Franchise Tax Board sends a letter, you will not face it alone. We answer notices, represent clients in audits and negotiate payment plans and penalty relief, keeping you informed at every step. Your information stays confidential and secure, and our fees are agreed before the work begins.",
  ],
} as const;

export const BUSINESS_ADDRESS_LINE = `${BUSINESS.address.street}, ${BUSINESS.address.locality}, ${BUSINESS.address.region} ${BUSINESS.address.postalCode}`;

/**
 * The profile the site shows before the owner saves /admin/business, and what the client
 * falls back to when no profile came with the page (Storybook, Vite's dev server).
 */
export const PLACEHOLDER_PROFILE: BusinessProfile = {
  name: BUSINESS.name,
  city: BUSINESS.city,
  tagline: BUSINESS.tagline,
  address: {
    street: BUSINESS.address.street,
    locality: BUSINESS.address.locality,
    region: BUSINESS.address.region,
    postal_code: BUSINESS.address.postalCode,
  },
  address_line: BUSINESS_ADDRESS_LINE,
  phone: { e164: BUSINESS.phone.e164, display: BUSINESS.phone.display },
  email: BUSINESS.email,
  location: { lat: BUSINESS.location.lat, lng: BUSINESS.location.lng },
  about: [...BUSINESS.about],
  // The Spanish placeholder paragraphs come with the server's profile (placeholder-about-es.ts), so
  // the pages' script does not carry them; a page without a profile shows the English.
  about_es: [],
  preparers: [],
  team: [],
  // Every page carries the office's services in its profile: none are bundled to stand in for them.
  services: [],
  hero_photo: null,
  founded_year: null,
  walk_ins: false,
  // Like the services, the reviews come with every page's profile: none are bundled to stand in for them.
  reviews: [],
  copy: {},
  reviews_shown: true,
  brand: { logo: null, primary_color: null, palette: null },
  is_placeholder: true,
  hours: {
    weekly: DEFAULT_WEEK,
    exceptions: [],
    horizon_days: DEFAULT_OPENING_HOURS.horizonDays,
    slot_minutes: DEFAULT_OPENING_HOURS.slotMinutes,
    text: describeWeeklyHours(DEFAULT_WEEK),
  },
};
