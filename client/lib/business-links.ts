import { BUSINESS, BUSINESS_ADDRESS_LINE } from "../../server/shared/business";

/** tel: link of the office phone. */
export const PHONE_HREF = `tel:${BUSINESS.phone.e164}`;

export const EMAIL_HREF = `mailto:${BUSINESS.email}`;

/** Google Maps directions to the office, which open the visitor's own maps app on phones. */
export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${BUSINESS.name}, ${BUSINESS_ADDRESS_LINE}`,
)}`;
