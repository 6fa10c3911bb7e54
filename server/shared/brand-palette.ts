import { clampChroma, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, useMode, type Oklch } from "culori/fn";
import { AA_TEXT, contrastRatio, PAGE_BACKGROUND, PRIMARY_SHADE, type Palette } from "./design-tokens";

/*
 * The owner's primary colour (decision 0249): the ten shades the site draws with are made from
 * the one colour the owner picks, and a colour is accepted only when every place the design
 * system puts a shade reads at WCAG AA in both schemes. The server makes the palette (pages
 * carry it in the profile, so the home page's script never needs this module); the admin's
 * editor imports it to say why a colour would be refused before it is sent.
 */

// OKLCH reaches sRGB through OKLab and linear RGB: culori/fn converts only between registered modes.
for (const mode of [modeRgb, modeLrgb, modeOklab]) useMode(mode);
/** useMode registers a mode and returns the converter to it. */
const toOklch = useMode(modeOklch);

/** `#rrggbb`, the only form a primary colour is stored in. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/**
 * OKLCH lightness of shades 0 to 4, the same for every colour: shade 4 is the dark scheme's
 * primary (dark text on it, itself read on the dark page), light enough whatever the hue.
 */
const LIGHT_SHADES = [0.97, 0.93, 0.87, 0.8, 0.75] as const;
/** How much colour the palest shades may keep: a tint, not a second brand colour behind text. */
const LIGHT_CHROMA = [0.025, 0.05, 0.09, 0.12, 0.14] as const;
/** Shade 9 (hovered buttons, text on the light tints) is this much darker than the owner's colour. */
const DARKER = 0.8;

const shade = (l: number, c: number, h: number | undefined): string =>
  formatHex(clampChroma({ mode: "oklch", l, c, h: h ?? 0 }, "oklch"));

/**
 * The palette of `hex`, lightest first. Shade 8, the light scheme's buttons, links and outlines,
 * is the owner's colour itself; the others keep its hue at fixed lightness steps (shades 5 to 7
 * step evenly from shade 4 down to it), so a brand colour is what the site shows, not a near one.
 */
export function brandPalette(hex: string): Palette {
  const base = toOklch(hex) as Oklch;
  const { l, c, h } = base;
  const light = LIGHT_SHADES.map((lightness, index) => shade(lightness, Math.min(c, LIGHT_CHROMA[index] ?? c), h));
  const middle = [1, 2, 3].map((step) => shade(LIGHT_SHADES[4] + ((l - LIGHT_SHADES[4]) * step) / 4, c, h));
  return [...light, ...middle, hex.toLowerCase(), shade(l * DARKER, c, h)] as unknown as Palette;
}

/** The design system's surfaces a shade sits on: the page, the footer (gray.0 / dark.8) and cards and the top bar's current link (dark.6). */
export const SURFACES = { light: [PAGE_BACKGROUND.light, "#f8f9fa"], dark: [PAGE_BACKGROUND.dark, "#1f1f1f", "#2e2e2e"] } as const;

const WHITE = "#ffffff";
const BLACK = "#000000";

/** Where a palette fails AA: the light scheme's shades, the dark scheme's, or neither (an empty list). */
export type PaletteProblem = "lightScheme" | "darkScheme";

/**
 * The places the design system puts a palette's shades (client/theme.ts, TopBar.module.css),
 * each checked for AA text contrast:
 * - light scheme: shade 8 and hovered shade 9 carry white text, shade 8 is read on every light
 *   surface, shade 9 on the light tints 0 and 1 (the current page's link, a light button);
 * - dark scheme: shade 4 and hovered shade 5 carry black text, shade 4 is read on every dark
 *   surface, shade 3 on dark.6 (the current page's link).
 */
export function paletteProblems(palette: Palette): PaletteProblem[] {
  const readable = (a: string, b: string) => contrastRatio(a, b) >= AA_TEXT;
  const light = PRIMARY_SHADE.light;
  const dark = PRIMARY_SHADE.dark;
  const lightOk =
    readable(WHITE, palette[light]) &&
    readable(WHITE, palette[light + 1] ?? BLACK) &&
    SURFACES.light.every((surface) => readable(palette[light], surface)) &&
    readable(palette[9], palette[0]) &&
    readable(palette[9], palette[1]);
  const darkOk =
    readable(BLACK, palette[dark]) &&
    readable(BLACK, palette[dark + 1] ?? WHITE) &&
    SURFACES.dark.every((surface) => readable(palette[dark], surface)) &&
    readable(palette[3], SURFACES.dark[2]);
  return [...(lightOk ? [] : (["lightScheme"] as const)), ...(darkOk ? [] : (["darkScheme"] as const))];
}

/**
 * The nearest darker shade of `hex` that passes in both schemes, for the editor to offer when
 * the owner's colour is too light for white text; null when even a very dark one fails.
 */
export function passingShadeOf(hex: string): string | null {
  if (paletteProblems(brandPalette(hex)).length === 0) return hex.toLowerCase();
  const { l, c, h } = toOklch(hex) as Oklch;
  for (let lightness = l - 0.01; lightness > 0.15; lightness -= 0.01) {
    const candidate = shade(lightness, c, h);
    if (paletteProblems(brandPalette(candidate)).length === 0) return candidate;
  }
  return null;
}
