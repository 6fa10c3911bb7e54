import { describe, expect, it } from "vitest";
import { brandPalette, paletteProblems } from "../shared/brand-palette";
import { AA_TEXT, BRAND, contrastRatio } from "../shared/design-tokens";
import { emailColors } from "./email-theme";

describe("the email theme", () => {
  // The product's palette and owners' colours the site accepts, among them the lightest it can.
  const palettes = [BRAND, ...["#1f4e79", "#b00020", "#6b5a00", "#5c5c5c"].map(brandPalette)];

  it.each(palettes.map((palette) => [palette[8], palette] as const))(
    "give emails readable text, links and buttons in both schemes with the palette of %s",
    (_color, palette) => {
      expect(paletteProblems(palette)).toEqual([]);
      for (const colors of Object.values(emailColors(palette))) {
        for (const foreground of [colors.text, colors.muted, colors.accent]) {
          expect(contrastRatio(foreground, colors.card)).toBeGreaterThanOrEqual(AA_TEXT);
        }
        expect(contrastRatio(colors.buttonText, colors.accent)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );
});
