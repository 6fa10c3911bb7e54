import { linkSigner } from "../auth/tokens";
import type { EmailContext } from "../emails/email-context";
import type { AppConfig } from "../env";
import type { BusinessProfile } from "../shared/business-profile.schema";
import { describeWeeklyHours } from "../shared/hours-text";

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

/** Contexts already made, per config and business profile (a profile object is replaced, never changed, when edited). */
const contexts = new WeakMap<AppConfig, WeakMap<BusinessProfile, EmailContext>>();

/** The emails' view of the server's settings and the business profile; links are signed with the cookie secret. */
export function emailContextFor(config: AppConfig, business: BusinessProfile): EmailContext {
  let byBusiness = contexts.get(config);
  if (!byBusiness) {
    byBusiness = new WeakMap();
    contexts.set(config, byBusiness);
  }
  let context = byBusiness.get(business);
  if (!context) {
    context = makeEmailContext(config, business);
    byBusiness.set(business, context);
  }
  return context;
}

function makeEmailContext(config: AppConfig, business: BusinessProfile): EmailContext {
  const invitations = invitationSigner(config.cookieSecret);
  return {
    business: {
      name: business.name,
      addressLine: business.address_line,
      phoneDisplay: business.phone.display,
      phoneE164: business.phone.e164,
      email: business.email,
      hoursText: { en: business.hours.text, es: describeWeeklyHours(business.hours.weekly, "es") },
    },
    services: business.services,
    timeZone: config.businessTimeZone,
    appUrl: config.appUrl,
    slotMinutes: config.openingHours.slotMinutes,
    invitationUrl: (id) => `${config.appUrl}/api/appointments/${id}/invitation.ics?sig=${invitations.sign(String(id))}`,
  };
}

/** Checks the signature of an invitation link (see emailContextFor). */
export function invitationSignatureIsValid(config: AppConfig, appointmentId: number, signature: string): boolean {
  return invitationSigner(config.cookieSecret).verify(String(appointmentId), signature);
}
