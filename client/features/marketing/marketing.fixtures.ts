import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";

/**
 * A stand-in for an owner's hero photo in stories (no server serves /media there): a wide
 * picture of known size, drawn as an SVG so it needs no network.
 */
const STAND_IN_PHOTO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9b79c"/><stop offset="1" stop-color="#5f7d6e"/></linearGradient></defs>' +
      '<rect width="1600" height="1067" fill="url(#g)"/><rect x="220" y="260" width="560" height="640" rx="24" fill="#f4efe6"/>' +
      '<rect x="880" y="180" width="480" height="720" rx="24" fill="#3e5a4c"/></svg>',
  );

/** An office that has filled in everything the home page's trust row and the About page show. */
export const ESTABLISHED_OFFICE: BusinessProfile = {
  ...PLACEHOLDER_PROFILE,
  services: [...DEFAULT_SERVICES],
  is_placeholder: false,
  founded_year: 2009,
  walk_ins: true,
  preparers: [
    { name: "Ana Ruiz", role: "Owner", credentials: "EA, CTEC A123456", photo: null },
    { name: "Ben Ortiz", role: "Tax preparer", credentials: "CPA", photo: null },
    { name: "Carla Díaz", role: "Tax preparer", credentials: "", photo: null },
  ],
};

export const WITH_HERO_PHOTO: BusinessProfile = {
  ...ESTABLISHED_OFFICE,
  hero_photo: { url: STAND_IN_PHOTO, width: 1600, height: 1067 },
};
