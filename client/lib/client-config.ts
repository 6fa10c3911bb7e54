/**
 * Build-time settings of the browser bundle: Vite inlines `VITE_*` variables when
 * `npm run build` runs. Each optional service stays off while its variable is unset. (The
 * maps key is a run-time setting of the server: client/lib/use-business-time-zone.ts.)
 */
function optional(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export const clientConfig = {
  /** Google Analytics 4 measurement id (G-XXXXXXX); without it no analytics code loads. */
  gaMeasurementId: optional(import.meta.env.VITE_GA_MEASUREMENT_ID),
} as const;
