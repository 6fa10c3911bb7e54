/**
 * The site's icons made from the owner's logo (decision 0249): each a square PNG at
 * /media/{logo}?icon=NAME, the logo fitted inside it. `padding` is the share of each side left
 * empty; `opaque` icons are drawn on white, since iOS shows a transparent touch icon on black
 * and Android crops a maskable one to a shape (its safe zone is the middle 80%).
 */
export const LOGO_ICONS = {
  favicon: { size: 32, opaque: false, padding: 0 },
  apple: { size: 180, opaque: true, padding: 0.08 },
  "192": { size: 192, opaque: false, padding: 0 },
  "512": { size: 512, opaque: false, padding: 0 },
  maskable: { size: 512, opaque: true, padding: 0.15 },
} as const;
export type LogoIcon = keyof typeof LOGO_ICONS;

export const isLogoIcon = (name: string): name is LogoIcon => Object.hasOwn(LOGO_ICONS, name);

export const logoIconUrl = (logoUrl: string, icon: LogoIcon) => `${logoUrl}?icon=${icon}`;

/** The longer side of a stored logo: four times the top bar's 40 px, and past a 3x phone's 512 px icon. */
export const LOGO_MAX_EDGE = 512;
