/**
 * Facts about the business shown on the pages (SPEC.md section 9: "fixed in the pages").
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
  hoursText: "Monday to Saturday, 9:00 AM to 5:00 PM",
} as const;

export const BUSINESS_ADDRESS_LINE = `${BUSINESS.address.street}, ${BUSINESS.address.locality}, ${BUSINESS.address.region} ${BUSINESS.address.postalCode}`;
