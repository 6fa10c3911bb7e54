/**
 * The widths a stored photo is also served at (GET /media/{id}?w=N), so a phone or a small box
 * downloads a file its size rather than the stored one (up to 1600 px). A fixed few keep the
 * server's kept variants bounded.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const isPhotoWidth = (value: number): value is PhotoWidth => (PHOTO_WIDTHS as readonly number[]).includes(value);

/** A `srcset` for a photo `width` pixels wide: each offered width below it, then the photo itself. */
export function photoSrcSet(url: string, width: number): string {
  return [...PHOTO_WIDTHS.filter((offered) => offered < width).map((offered) => `${url}?w=${offered} ${offered}w`), `${url} ${width}w`].join(", ");
}

/** The home hero's picture box (HeroSection.module.css): beside the text from the md breakpoint, the phone's width below it. */
export const HERO_PHOTO_SIZES = "(min-width: 62em) 33rem, calc(100vw - 2rem)";

/** The smallest copy, for a preparer's 112 px face or the top bar's logo: sharp on a phone's 3x screen. */
export const smallCopyUrl = (url: string) => `${url}?w=${PHOTO_WIDTHS[0]}`;
