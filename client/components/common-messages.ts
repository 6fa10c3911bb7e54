import { flattenMessages } from "../../server/shared/i18n/catalog";
import { MESSAGES } from "../../server/shared/messages";
import { defineMessages } from "../lib/i18n";
import common from "./common.en";

/** The shared layout's texts (namespace "common"). */
export const { useT: useCommonT, t: commonT } = defineMessages("common", common, () => import("./common.es"));

/** The specification's sentences (server/shared/messages.ts), word for word in English (namespace "spec"). */
export const { useT: useSpecT, t: specT } = defineMessages("spec", flattenMessages(MESSAGES), () => import("../../server/shared/i18n/spec.es"));
