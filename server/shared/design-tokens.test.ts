import { describe, expect, it } from "vitest";
import { paletteProblems } from "./brand-palette";
import { ACCENT, BRAND, contrastRatio } from "./design-tokens";

describe("the design tokens", () => {
  it("compute WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  // The same checks an owner's primary colour must pass (brand-palette.ts lists them).
  it.each([
    ["brand", BRAND],
    ["accent", ACCENT],
  ] as const)("put the %s palette's shades only where they read at AA in both schemes", (_name, palette) => {
    expect(paletteProblems(palette)).toEqual([]);
  });
});
