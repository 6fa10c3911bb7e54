/**
 * The design system's facts (issue 19), in one isomorphic place: the client's Mantine theme,
 * Storybook's token pages and the server's emails all read them, so a colour or a size is
 * changed here once. Contrast claims are checked by design-tokens.test.ts.
 */

/** Ten shades, lightest first, as Mantine expects a palette. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];

/**
 * The primary colour: a deep blue-green, steady and unflashy (a ledger, not a startup). Shade 8
 * is the light scheme's colour for buttons, links and outlines (white text on it), shade 4 the
 * dark scheme's (dark text on it).
 */
export const BRAND: Palette = [
  "#e7f5f3",
  "#cce9e5",
  "#9dd3cc",
  "#6bbcb2",
  "#43a89d",
  "#2a9287",
  "#1f8178",
  "#17706a",
  "#125e58",
  "#0c4743",
];

/**
 * The accent: a warm amber, the local and human note beside the brand's calm. Used sparingly
 * (highlights, a trust mark, an icon's tint): as text it needs shade 8 in the light scheme and
 * shade 4 in the dark one; a filled shade 4-5 takes dark text.
 */
export const ACCENT: Palette = [
  "#fdf5e9",
  "#fae6c8",
  "#f4cd92",
  "#eeb25c",
  "#e79a35",
  "#d9841c",
  "#b96b12",
  "#945510",
  "#74420f",
  "#5a330d",
];

/** The shade of every palette that draws buttons, links and outlines in each scheme (Mantine's `primaryShade`). */
export const PRIMARY_SHADE = { light: 8, dark: 4 } as const;

/** The page backgrounds the palettes are checked against: Mantine's white body and its dark.7 body. */
export const PAGE_BACKGROUND = { light: "#ffffff", dark: "#242424" } as const;

/**
 * Text and headings. Inter is a screen face with open, even letters that stay legible at small
 * sizes and on low-end phones; Source Serif 4 gives headings the printed, established voice of
 * a firm's letterhead. Each falls back to a local face whose metrics were matched
 * (client/design/fonts.css), so the swap when the web font arrives does not move the page.
 */
export const FONT_FAMILY = {
  text: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  heading: "'Source Serif 4 Variable', 'Source Serif Fallback', Georgia, 'Times New Roman', serif",
} as const;

/** Body sizes (Mantine's `fontSizes`), on a 1.125 step from 16px. */
export const FONT_SIZES = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.3125rem",
} as const;

/** Line heights per body size: smaller text needs a little less leading, prose a little more. */
export const LINE_HEIGHTS = { xs: "1.4", sm: "1.45", md: "1.55", lg: "1.6", xl: "1.5" } as const;

/**
 * Heading sizes. The two largest grow with the viewport between a phone and a desktop, so a
 * long Spanish title still fits a 390px screen in few lines.
 */
export const HEADINGS = {
  fontWeight: "600",
  sizes: {
    h1: { fontSize: "clamp(1.875rem, 1.5rem + 1.6vw, 2.75rem)", lineHeight: "1.15" },
    h2: { fontSize: "clamp(1.5rem, 1.3rem + 0.9vw, 2rem)", lineHeight: "1.2" },
    h3: { fontSize: "1.375rem", lineHeight: "1.3" },
    h4: { fontSize: "1.125rem", lineHeight: "1.4" },
    h5: { fontSize: "1rem", lineHeight: "1.45" },
    h6: { fontSize: "0.875rem", lineHeight: "1.45" },
  },
} as const;

/** Spacing (Mantine's `spacing`): gaps, padding and section rhythm. */
export const SPACING = { xs: "0.625rem", sm: "0.75rem", md: "1rem", lg: "1.5rem", xl: "2rem" } as const;

/** Corner radii; `md` is every control's and card's default. */
export const RADIUS = { xs: "0.125rem", sm: "0.25rem", md: "0.5rem", lg: "0.75rem", xl: "1.25rem" } as const;
export const DEFAULT_RADIUS = "md" as const;

/**
 * The one width rule (decision 0141): every page's outer `Container` is the page width, the
 * same as the top bar's and the footer's, so all content starts on one left edge. Inside it,
 * prose and forms stop at the reading measure (about 70 characters); a sign-in form, the only
 * thing on its page, is centred at the narrow width.
 */
export const LAYOUT = {
  /** Mantine's `lg` container, which the top bar and footer already use. */
  pageWidth: "71.25rem",
  measure: "42rem",
  narrow: "28rem",
} as const;

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA for body text. */
export const AA_TEXT = 4.5;
