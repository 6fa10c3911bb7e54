import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useCommonT } from "./common-messages";

/**
 * Light/dark switch; Mantine's colour scheme manager keeps the choice in localStorage `theme`.
 * Both faces are drawn and the page's colour scheme (set before the first paint by
 * the inline script in index.html) hides one, so a page drawn by the server, which cannot know the visitor's
 * scheme, shows the right one at once (decision 0143).
 */
export function ThemeToggle() {
  const t = useCommonT();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme("light");
  return (
    <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(current === "dark" ? "light" : "dark")}>
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={20} aria-hidden="true" />
        <VisuallyHidden>{t("theme.switchToDark")}</VisuallyHidden>
      </Box>
      <Box component="span" lh={0} lightHidden>
        <IconSun size={20} aria-hidden="true" />
        <VisuallyHidden>{t("theme.switchToLight")}</VisuallyHidden>
      </Box>
    </ActionIcon>
  );
}
