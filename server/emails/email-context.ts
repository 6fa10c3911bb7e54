import type { Palette } from "../shared/design-tokens";
import type { Locale } from "../shared/i18n/locales";
import type { ServiceNames } from "../shared/i18n/service-names";
import type { EmailTexts } from "../shared/email-texts.schema";

/** What every email shows of the business and where its links lead. */
export type EmailContext = {
  business: {
    name: string;
    addressLine: string;
    phoneDisplay: string;
    phoneE164: string;
    email: string;
    /** The week's opening hours in words, as the site shows them, in each language of the emails. */
    hoursText: Readonly<Record<Locale, string>>;
    /** The office's logo at its full address (a PNG), with its pixel size; null shows the name alone (decision 0249). */
    logo: { src: string; width: number; height: number } | null;
    /** The owner's palette; null keeps the product's own. */
    palette: Palette | null;
  };
  /** The office's services, for their names in the client's language (decision 0237). */
  services: ServiceNames;
  /** Dates and times are written in this zone, with the zone named. */
  timeZone: string;
  /** Public base URL of the site, without a trailing slash. */
  appUrl: string;
  /** Length of an appointment, for the calendar event's end. */
  slotMinutes: number;
  /** The owner's words in the appointment emails (decision 0247); an email left out is the product's own. */
  texts: EmailTexts;
  /** The signed link that downloads an appointment's calendar file. */
  invitationUrl: (appointmentId: number) => string;
};
