import { flattenMessages, type FlatMessages } from "../../../server/shared/i18n/catalog";
import { MESSAGES } from "../../../server/shared/messages";
import { defineMessages, type TranslateFn } from "../../lib/i18n";
import english from "./auth.en";

/** Sign in, registration and password reset texts (namespace "auth"). */
export const { useT: useAuthT, t: authT } = defineMessages("auth", english, () => import("./auth.es"));

/** The specification's sentences, as `useSpecT()` gives them in components. */
export type SpecT = TranslateFn<FlatMessages<typeof MESSAGES>>;

/**
 * The specification's sentences outside React, for the plain validation helpers' default.
 * The "spec" namespace is the one client/components/common-messages.ts registers; asking for
 * it again only hands back its translate function.
 */
export const { t: specT } = defineMessages("spec", flattenMessages(MESSAGES), () => import("../../../server/shared/i18n/spec.es"));
