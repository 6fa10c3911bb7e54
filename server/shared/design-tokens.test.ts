import { describe, expect, it } from "vitest";
import { AA_TEXT, ACCENT, BRAND, contrastRatio, PAGE_BACKGROUND, PRIMARY_SHADE } from "./design-tokens";

const WHITE = "#ffffff";
const BLACK = "#000000";
/** Mantine's surfaces the palettes also sit on: the footer (gray.0 / dark.8) and cards (dark.6). */
const SURFACES = { light: [PAGE_BACKGROUND.light, "#f8f9fa"], dark: [PAGE_BACKGROUND.dark, "#1f1f1f", "#2e2e2e"] };

describe("the design tokens", () => {
  it("compute WCAG contrast ratios", () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", WHITE)).toBeCloseTo(4.48, 2);
  });

  describe.each([
    ["brand", BRAND],
    ["accent", ACCENT],
  ] as const)("the %s palette", (_name, palette) => {
    const light = palette[PRIMARY_SHADE.light];
    const dark = palette[PRIMARY_SHADE.dark];

    it("reads as text, links and outlines on every surface in both schemes", () => {
      for (const surface of SURFACES.light) expect(contrastRatio(light, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      for (const surface of SURFACES.dark) expect(contrastRatio(dark, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it("carries white text when filled in the light scheme and dark text in the dark one, hovered too", () => {
      expect(contrastRatio(WHITE, light)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(WHITE, palette[PRIMARY_SHADE.light + 1] ?? "")).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(BLACK, dark)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(BLACK, palette[PRIMARY_SHADE.dark + 1] ?? "")).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it("keeps a light variant's text (shade 9 on shade 1) readable", () => {
      expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(AA_TEXT);
    });
  });

  it("keep the top bar's current-page link readable (brand 9 on brand 0, brand 3 on dark.6)", () => {
    expect(contrastRatio(BRAND[9], BRAND[0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(BRAND[3], "#2e2e2e")).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
