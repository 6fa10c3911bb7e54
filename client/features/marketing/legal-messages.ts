import { defineMessages } from "../../lib/i18n";
import english from "./legal.en";

/** The privacy policy and terms of service (namespace "legal"): only the legal pages load it. */
export const { useT: useLegalT, t: legalT } = defineMessages("legal", english, () => import("./legal.es"));

/** A key of the "legal" namespace. */
export type LegalKey = keyof typeof english;
