/**
 * Colours and type of every email. Mail clients ignore most CSS, so the light scheme is
 * written inline; dark-mode clients that honour `prefers-color-scheme` (Apple Mail, iOS,
 * Gmail apps) or mark the body for dark mode (Outlook.com's `data-ogsc`) get the dark
 * overrides below, each pair checked for WCAG AA contrast.
 */
export const EMAIL_COLORS = {
  page: "#f3f5f8",
  card: "#ffffff",
  text: "#1f2933",
  muted: "#52606d",
  accent: "#1c5fc7",
  buttonText: "#ffffff",
  rule: "#d9dee5",
} as const;

const DARK = {
  page: "#0f1217",
  card: "#1b2027",
  text: "#e8ecf1",
  muted: "#b4bcc7",
  accent: "#8ab4ff",
  buttonText: "#0f1217",
  rule: "#38414d",
};

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

export const EMAIL_FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
