import { createTheme, defaultVariantColorsResolver, InputWrapper, type VariantColorsResolver } from "@mantine/core";
import classes from "./theme.module.css";

/**
 * Mantine picks the text colour of a filled primary button from the light-scheme
 * shade only (white on blue.8), but dark mode paints it blue.4, where white fails
 * AA contrast. The per-scheme contrast variable gives black there and white in light.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const isPrimary = !input.color || input.color === input.theme.primaryColor;
  if (input.variant === "filled" && isPrimary) {
    return { ...colors, color: "var(--mantine-primary-color-contrast)" };
  }
  return colors;
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
    InputWrapper: InputWrapper.extend({
      classNames: { root: classes.inputRoot, description: classes.inputDescription },
    }),
  },
});
