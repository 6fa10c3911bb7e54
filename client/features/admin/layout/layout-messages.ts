import { defineMessages } from "../../../lib/i18n";
import english from "./layout.en";

/** The admin area's own navigation (namespace "adminLayout"). */
export const { useT: useLayoutT } = defineMessages("adminLayout", english, () => import("./layout.es"));
