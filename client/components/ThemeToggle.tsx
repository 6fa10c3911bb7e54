import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useCommonT } from "./common-messages";

/** Light/dark switch; Mantine's colour scheme manager keeps the choice in localStorage `theme`. */
export function ThemeToggle() {
  const t = useCommonT();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const next = current === "dark" ? "light" : "dark";
  return (
    <ActionIcon variant="default" size="lg" aria-label={next === "dark" ? t("theme.switchToDark") : t("theme.switchToLight")} onClick={() => setColorScheme(next)}>
      {current === "dark" ? <IconSun size={20} aria-hidden="true" /> : <IconMoon size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}
