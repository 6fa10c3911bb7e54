import {
  Anchor,
  createTheme,
  defaultVariantColorsResolver,
  getPrimaryShade,
  InputWrapper,
  luminance,
  ModalHeader,
  type MantineTheme,
  type VariantColorsResolver,
} from "@mantine/core";
import classes from "./theme.module.css";

/** Black or white, whichever contrasts more with `background` (WCAG contrast ratio). */
function readableTextOn(background: string): string {
  const l = luminance(background);
  const withBlack = (l + 0.05) / 0.05;
  const withWhite = 1.05 / (l + 0.05);
  return withBlack > withWhite ? "var(--mantine-color-black)" : "var(--mantine-color-white)";
}

/**
 * Two WCAG AA contrast fixes to Mantine's variant colours:
 * - subtle controls: see below;
 * - filled controls: Mantine's autoContrast picks the text from the light-scheme shade only and
 *   by a luminance threshold, so white lands on blue.4 in dark mode (2.5:1) and on green.8
 *   (3.4:1). Here the text is chosen per scheme, by actual contrast, for every theme colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const theme: MantineTheme = input.theme;
  const [name, shade] = (input.color ?? theme.primaryColor).split(".");
  if (input.variant === "subtle" && shade === undefined && name && theme.colors[name]) {
    // A hovered subtle control (the account menu button stays hovered while its menu is open)
    // gets shade 2 behind shade-9 text in the light scheme: 4.0:1. Shade 1 gives 4.9:1.
    return { ...colors, hover: `light-dark(var(--mantine-color-${name}-1), var(--mantine-color-${name}-light-hover))` };
  }
  if (input.variant !== "filled") return colors;
  const palette = name ? theme.colors[name] : undefined;
  if (!palette) return colors;
  if (shade !== undefined) return { ...colors, color: readableTextOn(palette[Number(shade)] ?? palette[6]) };
  const light = readableTextOn(palette[getPrimaryShade(theme, "light")]);
  const dark = readableTextOn(palette[getPrimaryShade(theme, "dark")]);
  return { ...colors, color: light === dark ? light : `light-dark(${light}, ${dark})` };
};

/** The one Mantine theme, shared by the app, Storybook and tests. */
export const theme = createTheme({
  primaryColor: "blue",
  // Shades chosen for WCAG AA contrast of outline/link text on the page background in
  // both schemes; autoContrast picks dark or light text on filled buttons.
  primaryShade: { light: 8, dark: 4 },
  autoContrast: true,
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  variantColorResolver,
  components: {
    // Links inside sentences must not rely on colour alone (WCAG 1.4.1; axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // Mantine renders a modal's header as <header>; portalled outside <main>, that is a second
    // banner landmark beside the top bar. A dialog's title row is no page banner, so its
    // implicit role is removed (the dialog is still named by its title).
    ModalHeader: ModalHeader.extend({ defaultProps: { role: "none" } }),
    InputWrapper: InputWrapper.extend({
      classNames: { root: classes.inputRoot, description: classes.inputDescription },
    }),
  },
});
