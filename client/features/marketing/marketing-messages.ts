import { defineMessages } from "../../lib/i18n";
import english from "./marketing.en";

/** The public pages' texts (namespace "marketing"); the legal pages have their own (legal-messages.ts). */
export const { useT: useMarketingT, t: marketingT } = defineMessages("marketing", english, () => import("./marketing.es"));
