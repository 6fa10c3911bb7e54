/**
 * Storybook viewports for stories whose layout changes on phones. Story tests apply the
 * chosen one to the browser page (@storybook/addon-vitest reads `globals.viewport`).
 */
export const viewportParameters = {
  viewport: {
    options: {
      phone: { name: "Phone 390x844", styles: { width: "390px", height: "844px" }, type: "mobile" },
    },
  },
} as const;

export const phoneGlobals = { viewport: { value: "phone", isRotated: false } } as const;
