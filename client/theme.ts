import { createTheme } from "@mantine/core";

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
});
