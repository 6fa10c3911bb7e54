import { describe, expect, it } from "vitest";
import { brandPalette, paletteProblems, passingShadeOf } from "./brand-palette";
import { AA_TEXT, BRAND, contrastRatio, type Palette } from "./design-tokens";

describe("an owner's primary colour", () => {
  it("is shade 8 of its palette, with lighter shades of its hue above it and a darker one below", () => {
    const palette = brandPalette("#1F4E79");
    expect(palette).toHaveLength(10);
    expect(palette[8]).toBe("#1f4e79");
    const luminance = palette.map((shade) => contrastRatio(shade, "#000000"));
    for (let index = 1; index < 10; index++) expect(luminance[index]).toBeLessThan(luminance[index - 1] ?? 0);
  });

  it.each(["#125e58", "#1f4e79", "#7b2d8e", "#b00020", "#0b3d91", "#2f6b2f", "#c2410c", "#333333", "#000000"])(
    "passes in both schemes when white text reads on it (%s)",
    (hex) => {
      expect(paletteProblems(brandPalette(hex))).toEqual([]);
      expect(passingShadeOf(hex)).toBe(hex);
    },
  );

  it.each([
    ["#228be6", "Mantine's blue"],
    ["#f5c518", "a bright yellow"],
    ["#ffffff", "white"],
  ])("is refused for the light scheme when white text on it is too faint (%s, %s), and a darker shade of it is offered", (hex) => {
    expect(contrastRatio("#ffffff", hex)).toBeLessThan(AA_TEXT);
    expect(paletteProblems(brandPalette(hex))).toContain("lightScheme");
    const offered = passingShadeOf(hex);
    expect(offered).toMatch(/^#[0-9a-f]{6}$/);
    expect(paletteProblems(brandPalette(offered ?? ""))).toEqual([]);
  });

  it("is refused for the dark scheme when the dark scheme's shade cannot carry black text", () => {
    const unreadableInDark = [...BRAND] as string[];
    unreadableInDark[4] = "#3a3a3a";
    expect(paletteProblems(unreadableInDark as unknown as Palette)).toEqual(["darkScheme"]);
  });
});
