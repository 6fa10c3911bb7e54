import { defineMessages } from "#client/lib/i18n.ts";
import english from "./layout.en";

/** The admin area's own navigation (namespace "adminLayout"). */
export const { useT: useLayoutT } = defineMessages("adminLayout", english, () => import("./layout.es"));
