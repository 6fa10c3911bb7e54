import { createContext, useContext } from "react";
import { BRAND, PAGE_BACKGROUND, type Palette } from "../shared/design-tokens";

/** The light scheme's text colours, the same whatever the palette. */
export const EMAIL_INK = { text: "#1f2933", muted: "#52606d" } as const;

/**
 * Colours and type of every email, from the site's design tokens so mail and site look like
 * one office: the owner's palette when they chose a primary colour (decision 0249). Mail
 * clients ignore most CSS, so the light scheme is written inline; dark-mode clients that honour
 * `prefers-color-scheme` (Apple Mail, iOS, Gmail apps) or mark the body for dark mode
 * (Outlook.com's `data-ogsc`) get the dark overrides of `emailStylesheet`. Every pair passes
 * WCAG AA for any palette the site accepts (email-theme.test.ts).
 */
export function emailColors(palette: Palette) {
  return {
    light: { page: palette[0], card: PAGE_BACKGROUND.light, ...EMAIL_INK, accent: palette[8], buttonText: "#ffffff", rule: palette[1] },
    dark: { page: "#101615", card: "#1a2220", text: "#e8ecf1", muted: "#b4bcc7", accent: palette[3], buttonText: "#0f1217", rule: "#35413f" },
  } as const;
}
export type EmailColors = ReturnType<typeof emailColors>;

const darkRules = (dark: EmailColors["dark"], prefix: string) =>
  [
    // The page class sits on <body> itself, where Outlook.com also puts its marker.
    `${prefix}.em-page,${prefix.trim()}.em-page{background:${dark.page}!important}`,
    `${prefix}.em-card{background:${dark.card}!important;border-color:${dark.rule}!important}`,
    `${prefix}.em-text{color:${dark.text}!important}`,
    `${prefix}.em-muted{color:${dark.muted}!important}`,
    `${prefix}.em-link{color:${dark.accent}!important}`,
    `${prefix}.em-button{background:${dark.accent}!important;color:${dark.buttonText}!important}`,
    `${prefix}.em-rule{border-color:${dark.rule}!important}`,
  ].join("");

export const emailStylesheet = ({ dark }: EmailColors) =>
  ":root{color-scheme:light dark;supported-color-schemes:light dark}" +
  `@media (prefers-color-scheme: dark){${darkRules(dark, "")}}` +
  darkRules(dark, "[data-ogsc] ");

/** The email's colours, which EmailLayout provides from the office's palette to the parts inside it. */
export const EmailColorsContext = createContext<EmailColors>(emailColors(BRAND));

/** The light scheme's colours, which parts write inline. */
export const useEmailColors = () => useContext(EmailColorsContext).light;

/**
 * Mail clients do not load web fonts reliably, so emails name the site's faces first (a reader
 * who has them installed sees them) and fall back to the closest system faces.
 */
export const EMAIL_FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const EMAIL_HEADING_FONT = "'Source Serif 4', Georgia, 'Times New Roman', serif";
