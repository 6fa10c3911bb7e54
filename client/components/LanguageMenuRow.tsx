import { NavLink } from "@mantine/core";
import { useOtherLanguage, type LanguageSwitchProps } from "./LanguageSwitch";

/** The language switch as a row of the phone menu, like the links around it (its own file: only the drawer needs NavLink). */
export function LanguageMenuRow({ onChange }: LanguageSwitchProps) {
  const { other, name, icon } = useOtherLanguage();
  return <NavLink component="button" lang={other} label={name} leftSection={icon} onClick={() => onChange(other)} />;
}
