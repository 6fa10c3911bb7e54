import {
  Anchor,
  Container,
  createTheme,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
} from "@mantine/core";
import {
  ACCENT,
  AA_TEXT,
  BRAND,
  contrastRatio,
  DEFAULT_RADIUS,
  FONT_FAMILY,
  FONT_SIZES,
  HEADINGS,
  LAYOUT,
  LINE_HEIGHTS,
  PAGE_BACKGROUND,
  PRIMARY_SHADE,
  RADIUS,
  SPACING,
} from "../server/shared/design-tokens";
import "./design/fonts.css";
import classes from "./theme.module.css";

/**
 * White or black text, whichever the filled `background` carries at WCAG AA. White is preferred
 * when it passes (a red or brand button with black text reads as a warning sign, not a button).
 */
function readableTextOn(background: string): string {
  const l = luminance(background);
  const withBlack = (l + 0.05) / 0.05;
  const withWhite = 1.05 / (l + 0.05);
  return withWhite >= AA_TEXT || withWhite >= withBlack ? "var(--mantine-color-white)" : "var(--mantine-color-black)";
}

/**
 * The shade of `palette` that outline and subtle controls draw their text in, per scheme: the
 * scheme's primary shade, or the nearest one with AA contrast on the page. Mantine's own choice
 * in the dark scheme is shade 0 (primary shade minus four), a near-white that lost the red of
 * the admin's "Cancel" (issue 19).
 */
function textShades(palette: readonly string[], theme: MantineTheme): { light: number; dark: number } {
  const passes = (shade: number, background: string) => contrastRatio(palette[shade] ?? "#000000", background) >= AA_TEXT;
  let light = getPrimaryShade(theme, "light");
  while (light < 9 && !passes(light, PAGE_BACKGROUND.light)) light += 1;
  let dark = getPrimaryShade(theme, "dark");
  while (dark > 0 && !passes(dark, PAGE_BACKGROUND.dark)) dark -= 1;
  return { light, dark };
}

/**
 * WCAG AA fixes to Mantine's variant colours, for every theme colour:
 * - filled controls: Mantine's autoContrast picks the text from the light-scheme shade only and
 *   by a luminance threshold; here it is chosen per scheme, by actual contrast;
 * - outline and subtle controls keep their colour in the dark scheme (see `textShades`);
 * - a hovered subtle control (the account menu button stays hovered while its menu is open)
 *   gets shade 2 behind shade-9 text in the light scheme: 4.0:1. Shade 1 gives 4.9:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const theme: MantineTheme = input.theme;
  const [name, shade] = (input.color ?? theme.primaryColor).split(".");
  const palette = name ? theme.colors[name] : undefined;
  if (!name || !palette) return colors;
  if (input.variant === "subtle" && shade === undefined) {
    const { dark } = textShades(palette, theme);
    return {
      ...colors,
      color: `light-dark(var(--mantine-color-${name}-light-color), var(--mantine-color-${name}-${dark}))`,
      hover: `light-dark(var(--mantine-color-${name}-1), var(--mantine-color-${name}-light-hover))`,
    };
  }
  if (input.variant === "outline" && shade === undefined) {
    const { light, dark } = textShades(palette, theme);
    const color = `light-dark(var(--mantine-color-${name}-${light}), var(--mantine-color-${name}-${dark}))`;
    return { ...colors, color, border: `1px solid ${color}` };
  }
  if (input.variant !== "filled") return colors;
  if (shade !== undefined) return { ...colors, color: readableTextOn(palette[Number(shade)] ?? palette[6]) };
  const light = readableTextOn(palette[getPrimaryShade(theme, "light")]);
  const dark = readableTextOn(palette[getPrimaryShade(theme, "dark")]);
  return { ...colors, color: light === dark ? light : `light-dark(${light}, ${dark})` };
};

/** The one Mantine theme, shared by the app, Storybook and tests; its values come from server/shared/design-tokens.ts. */
export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand: [...BRAND] as unknown as MantineColorsTuple, accent: [...ACCENT] as unknown as MantineColorsTuple },
  primaryShade: { ...PRIMARY_SHADE },
  autoContrast: true,
  // Mantine's transitions follow the visitor's "reduce motion" setting (and are off in the story tests, which set it).
  respectReducedMotion: true,
  fontFamily: FONT_FAMILY.text,
  headings: { fontFamily: FONT_FAMILY.heading, fontWeight: HEADINGS.fontWeight, sizes: HEADINGS.sizes },
  fontSizes: FONT_SIZES,
  lineHeights: LINE_HEIGHTS,
  spacing: SPACING,
  radius: RADIUS,
  defaultRadius: DEFAULT_RADIUS,
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  variantColorResolver,
  components: {
    // Links inside sentences must not rely on colour alone (WCAG 1.4.1; axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // Every page's outer container is the page width (decision 0141); a page never picks its own.
    Container: Container.extend({ defaultProps: { size: LAYOUT.pageWidth } }),
    // Plain objects from here on, not `Modal.extend(...)` (`extend` only types its argument):
    // naming a component here would pull its code into the first paint (client/app/shell-styles.ts),
    // which most pages never need.
    // Mantine renders a modal's header as <header>; portalled outside <main>, that is a second
    // banner landmark beside the top bar. A dialog's title row is no page banner, so its
    // implicit role is removed (the dialog is still named by its title).
    ModalHeader: { defaultProps: { role: "none" } },
    InputWrapper: { classNames: { root: classes.inputRoot, description: classes.inputDescription } },
    Modal: { classNames: { title: classes.modalTitle } },
    Badge: { classNames: { root: classes.badgeRoot, label: classes.badgeLabel } },
    // A checkbox's description is an input description too, and its error the inputs' AA red.
    Checkbox: { classNames: { root: classes.inputRoot, description: classes.inputDescription } },
    Stack: { classNames: { root: classes.stackList } },
    Divider: { classNames: { label: classes.dividerLabel } },
    FileInput: { classNames: { input: classes.filePicker } },
  },
});
