import { describe, expect, it } from "vitest";
import { AA_TEXT, contrastRatio } from "../shared/design-tokens";
import { EMAIL_COLORS, EMAIL_DARK_COLORS } from "./email-theme";

describe("the email theme", () => {
  it.each([
    ["light", EMAIL_COLORS],
    ["dark", EMAIL_DARK_COLORS],
  ] as const)("give emails readable text, links and buttons in the %s scheme", (_scheme, colors) => {
    for (const foreground of [colors.text, colors.muted, colors.accent]) {
      expect(contrastRatio(foreground, colors.card)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(colors.buttonText, colors.accent)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
