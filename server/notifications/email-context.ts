import { linkSigner } from "../auth/tokens";
import { emailContext, type EmailContext } from "../emails/email-context";
import type { AppConfig } from "../env";

/** The emails' view of the server's settings; links are signed with the cookie secret. */
export function emailContextFor(config: AppConfig): EmailContext {
  const invitations = linkSigner(config.cookieSecret, "invitation");
  return emailContext({
    timeZone: config.businessTimeZone,
    appUrl: config.appUrl,
    slotMinutes: config.openingHours.slotMinutes,
    invitationUrl: (id) => `${config.appUrl}/api/appointments/${id}/invitation.ics?sig=${invitations.sign(String(id))}`,
  });
}

/** Checks the signature of an invitation link (see emailContextFor). */
export function invitationSignatureIsValid(config: AppConfig, appointmentId: number, signature: string): boolean {
  return linkSigner(config.cookieSecret, "invitation").verify(String(appointmentId), signature);
}
