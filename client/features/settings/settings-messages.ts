import { flattenMessages, type FlatMessages } from "../../../server/shared/i18n/catalog";
import { MESSAGES } from "../../../server/shared/messages";
import { defineMessages, type TranslateFn } from "../../lib/i18n";
import english from "./settings.en";

/** The account settings screen's own texts (namespace "settings"). */
export const { useT: useSettingsT, t: settingsT } = defineMessages("settings", english, () => import("./settings.es"));

/** The specification's sentences, as `useSpecT()` gives them in components. */
export type SpecT = TranslateFn<FlatMessages<typeof MESSAGES>>;

/**
 * The specification's sentences outside React, for the plain validation helper's default.
 * The "spec" namespace is the one client/components/common-messages.ts registers; asking for
 * it again only hands back its translate function.
 */
export const { t: specT } = defineMessages("spec", flattenMessages(MESSAGES), () => import("../../../server/shared/i18n/spec.es"));
