import type { FlatMessages } from "#server/shared/i18n/catalog.ts";
import type { MESSAGES } from "#server/shared/messages.ts";
import { defineMessages, type TranslateFn } from "../../lib/i18n";

/** The specification's sentences outside React (client/components/common-messages.ts registers them). */
export { specT } from "../../components/common-messages";
import english from "./settings.en";

/** The account settings screen's own texts (namespace "settings"). */
export const { useT: useSettingsT, t: settingsT } = defineMessages("settings", english, () => import("./settings.es"));

/** The specification's sentences, as `useSpecT()` gives them in components. */
export type SpecT = TranslateFn<FlatMessages<typeof MESSAGES>>;

