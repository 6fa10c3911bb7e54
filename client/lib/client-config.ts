/**
 * Build-time settings of the browser bundle: Vite inlines `VITE_*` variables when
 * `npm run build` runs. Each optional service stays off while its variable is unset.
 */
function optional(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export const clientConfig = {
  /** Google Maps JavaScript API browser key; without it the pages show a static address card. */
  googleMapsApiKey: optional(import.meta.env.VITE_GOOGLE_MAPS_API_KEY),
  /** Map ID for the styled map and its marker; Google's demo ID works for a key in testing. */
  googleMapsMapId: optional(import.meta.env.VITE_GOOGLE_MAPS_MAP_ID) ?? "DEMO_MAP_ID",
  /** Google Analytics 4 measurement id (G-XXXXXXX); without it no analytics code loads. */
  gaMeasurementId: optional(import.meta.env.VITE_GA_MEASUREMENT_ID),
} as const;
