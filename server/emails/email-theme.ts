import { BRAND, PAGE_BACKGROUND } from "../shared/design-tokens";

/**
 * Colours and type of every email, from the site's design tokens so mail and site look like
 * one office. Mail clients ignore most CSS, so the light scheme is written inline; dark-mode
 * clients that honour `prefers-color-scheme` (Apple Mail, iOS, Gmail apps) or mark the body
 * for dark mode (Outlook.com's `data-ogsc`) get the dark overrides below. Every pair passes
 * WCAG AA (design-tokens.test.ts).
 */
export const EMAIL_COLORS = {
  page: BRAND[0],
  card: PAGE_BACKGROUND.light,
  text: "#1f2933",
  muted: "#52606d",
  accent: BRAND[8],
  buttonText: "#ffffff",
  rule: BRAND[1],
} as const;

export const EMAIL_DARK_COLORS = {
  page: "#101615",
  card: "#1a2220",
  text: "#e8ecf1",
  muted: "#b4bcc7",
  accent: BRAND[3],
  buttonText: "#0f1217",
  rule: "#35413f",
} as const;

const DARK = EMAIL_DARK_COLORS;

const darkRules = (prefix: string) =>
  [
    // The page class sits on <body> itself, where Outlook.com also puts its marker.
    `${prefix}.em-page,${prefix.trim()}.em-page{background:${DARK.page}!important}`,
    `${prefix}.em-card{background:${DARK.card}!important;border-color:${DARK.rule}!important}`,
    `${prefix}.em-text{color:${DARK.text}!important}`,
    `${prefix}.em-muted{color:${DARK.muted}!important}`,
    `${prefix}.em-link{color:${DARK.accent}!important}`,
    `${prefix}.em-button{background:${DARK.accent}!important;color:${DARK.buttonText}!important}`,
    `${prefix}.em-rule{border-color:${DARK.rule}!important}`,
  ].join("");

export const EMAIL_STYLESHEET =
  ":root{color-scheme:light dark;supported-color-schemes:light dark}" +
  `@media (prefers-color-scheme: dark){${darkRules("")}}` +
  darkRules("[data-ogsc] ");

/**
 * Mail clients do not load web fonts reliably, so emails name the site's faces first (a reader
 * who has them installed sees them) and fall back to the closest system faces.
 */
export const EMAIL_FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const EMAIL_HEADING_FONT = "'Source Serif 4', Georgia, 'Times New Roman', serif";
