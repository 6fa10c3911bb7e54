import { Button, NavLink } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { LOCALE_NAMES, type Locale } from "../../server/shared/i18n/locales";
import { useLocale } from "../lib/i18n";

export type LanguageSwitchProps = {
  /** Shows the site in the other language (and remembers the choice). */
  onChange: (locale: Locale) => void;
  /** In the phone menu, a row like the links around it. */
  variant?: "button" | "menu";
};

/**
 * "Español" on the English site, "English" on the Spanish one: the other language's name,
 * written in that language and marked with its `lang`, so a screen reader says it right.
 */
export function LanguageSwitch({ onChange, variant = "button" }: LanguageSwitchProps) {
  const other: Locale = useLocale() === "en" ? "es" : "en";
  const icon = <IconLanguage size={18} aria-hidden="true" />;
  if (variant === "menu") {
    return <NavLink component="button" lang={other} label={LOCALE_NAMES[other]} leftSection={icon} onClick={() => onChange(other)} />;
  }
  return (
    <Button variant="subtle" lang={other} leftSection={icon} onClick={() => onChange(other)}>
      {LOCALE_NAMES[other]}
    </Button>
  );
}
