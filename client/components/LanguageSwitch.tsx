import { Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { LOCALE_NAMES, type Locale } from "../../server/shared/i18n/locales";
import { useLocale } from "../lib/i18n";

export type LanguageSwitchProps = {
  /** Shows the site in the other language (and remembers the choice). */
  onChange: (locale: Locale) => void;
};

/** The language a switch offers: the one the site is not in, its name in itself, and the icon. */
export function useOtherLanguage() {
  const other: Locale = useLocale() === "en" ? "es" : "en";
  return { other, name: LOCALE_NAMES[other], icon: <IconLanguage size={18} aria-hidden="true" /> };
}

/**
 * "Español" on the English site, "English" on the Spanish one: the other language's name,
 * written in that language and marked with its `lang`, so a screen reader says it right.
 * The phone menu's row is LanguageMenuRow.
 */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { other, name, icon } = useOtherLanguage();
  return (
    <Button variant="subtle" lang={other} leftSection={icon} onClick={() => onChange(other)}>
      {name}
    </Button>
  );
}
