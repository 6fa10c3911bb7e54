/**
 * Storybook viewports for stories whose layout changes on phones. Story tests apply the
 * chosen one to the browser page (@storybook/addon-vitest reads `globals.viewport`).
 */
export const viewportParameters = {
  viewport: {
    options: {
      phone: { name: "Phone 390x844", styles: { width: "390px", height: "844px" }, type: "mobile" },
      narrowPhone: { name: "Narrow phone 320x640", styles: { width: "320px", height: "640px" }, type: "mobile" },
    },
  },
} as const;

export const phoneGlobals = { viewport: { value: "phone", isRotated: false } } as const;

/** The narrowest phone the site supports (an iPhone SE of the first generation). */
export const narrowPhoneGlobals = { viewport: { value: "narrowPhone", isRotated: false } } as const;

/** True when no status badge in `root` cuts its label short. */
export function badgesFit(root: HTMLElement): boolean {
  const labels = [...root.querySelectorAll<HTMLElement>(".mantine-Badge-label")];
  return labels.length > 0 && labels.every((label) => label.scrollWidth <= label.clientWidth + 1);
}
