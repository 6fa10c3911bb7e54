import { linkSigner } from "../auth/tokens";
import type { EmailContext } from "../emails/email-context";
import type { AppConfig } from "../env";
import type { BusinessProfile } from "../shared/business-profile.schema";
import { describeWeeklyHours } from "../shared/hours-text";

/** The emails' view of the server's settings and the business profile; links are signed with the cookie secret. */
export function emailContextFor(config: AppConfig, business: BusinessProfile): EmailContext {
  const invitations = linkSigner(config.cookieSecret, "invitation");
  return {
    business: {
      name: business.name,
      addressLine: business.address_line,
      phoneDisplay: business.phone.display,
      phoneE164: business.phone.e164,
      email: business.email,
      hoursText: { en: business.hours.text, es: describeWeeklyHours(business.hours.weekly, "es") },
    },
    timeZone: config.businessTimeZone,
    appUrl: config.appUrl,
    slotMinutes: config.openingHours.slotMinutes,
    invitationUrl: (id) => `${config.appUrl}/api/appointments/${id}/invitation.ics?sig=${invitations.sign(String(id))}`,
  };
}

/** Checks the signature of an invitation link (see emailContextFor). */
export function invitationSignatureIsValid(config: AppConfig, appointmentId: number, signature: string): boolean {
  return linkSigner(config.cookieSecret, "invitation").verify(String(appointmentId), signature);
}
