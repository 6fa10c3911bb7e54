import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number as people read and dial it, however it was typed (issue 19): "5595550150",
 * "559.555.0150" and "+1 559 555 0150" all show as "(559) 555-0150" and dial
 * "tel:+15595550150". Numbers are read as US ones unless they start with a country code;
 * another country's number shows in international form. Text that is no phone number at all
 * is shown as typed (nothing is lost), dialling its digits if it has any.
 */
export function phoneForDisplay(typed: string): { display: string; href: string | null } {
  const parsed = parsePhoneNumberFromString(typed, "US");
  if (!parsed?.isPossible()) {
    const digits = typed.replace(/[^0-9+]/g, "");
    return { display: typed.trim(), href: /\d/.test(digits) ? `tel:${digits}` : null };
  }
  return { display: parsed.countryCallingCode === "1" ? parsed.formatNational() : parsed.formatInternational(), href: parsed.getURI() };
}
