import { linkSigner } from "../auth/tokens";
import type { EmailContext } from "../emails/email-context";
import type { AppConfig } from "../env";
import type { BusinessProfile } from "../shared/business-profile.schema";
import { describeWeeklyHours } from "../shared/hours-text";
import type { EmailTexts } from "../shared/email-texts.schema";
import type { Palette } from "../shared/design-tokens";

/**
 * The invitation-link signer of a cookie secret, made once: deriving its key (HKDF) per call
 * was a visible share of every GET /api/appointments/my (it signs each confirmed row's link).
 */
const invitationSigners = new Map<string, ReturnType<typeof linkSigner>>();
function invitationSigner(cookieSecret: string) {
  let signer = invitationSigners.get(cookieSecret);
  if (!signer) {
    signer = linkSigner(cookieSecret, "invitation");
    invitationSigners.set(cookieSecret, signer);
  }
  return signer;
}

/** The product's own words in every email: what a context has when nobody passed the owner's. */
const PRODUCT_WORDS: EmailTexts = {};

/**
 * Contexts already made, per config, business profile and owner's words (each object is replaced,
 * never changed, when edited).
 */
const contexts = new WeakMap<AppConfig, WeakMap<BusinessProfile, WeakMap<EmailTexts, EmailContext>>>();

/**
 * The emails' view of the server's settings, the business profile and the owner's words in the
 * appointment emails (decision 0247); links are signed with the cookie secret.
 */
export function emailContextFor(config: AppConfig, business: BusinessProfile, texts: EmailTexts = PRODUCT_WORDS): EmailContext {
  let byBusiness = contexts.get(config);
  if (!byBusiness) {
    byBusiness = new WeakMap();
    contexts.set(config, byBusiness);
  }
  let byTexts = byBusiness.get(business);
  if (!byTexts) {
    byTexts = new WeakMap();
    byBusiness.set(business, byTexts);
  }
  let context = byTexts.get(texts);
  if (!context) {
    context = makeEmailContext(config, business, texts);
    byTexts.set(texts, context);
  }
  return context;
}

function makeEmailContext(config: AppConfig, business: BusinessProfile, texts: EmailTexts): EmailContext {
  const invitations = invitationSigner(config.cookieSecret);
  return {
    business: {
      name: business.name,
      addressLine: business.address_line,
      phoneDisplay: business.phone.display,
      phoneE164: business.phone.e164,
      email: business.email,
      hoursText: { en: business.hours.text, es: describeWeeklyHours(business.hours.weekly, "es") },
      logo: business.brand.logo && { ...business.brand.logo, src: `${config.appUrl}${business.brand.logo.url}` },
      palette: business.brand.palette as Palette | null,
    },
    services: business.services,
    timeZone: config.businessTimeZone,
    appUrl: config.appUrl,
    slotMinutes: config.openingHours.slotMinutes,
    texts,
    invitationUrl: (id) => `${config.appUrl}/api/appointments/${id}/invitation.ics?sig=${invitations.sign(String(id))}`,
  };
}

/** Checks the signature of an invitation link (see emailContextFor). */
export function invitationSignatureIsValid(config: AppConfig, appointmentId: number, signature: string): boolean {
  return invitationSigner(config.cookieSecret).verify(String(appointmentId), signature);
}
