import { defineMessages } from "../../lib/i18n";
import english from "./mfa.en";

/** Two-step sign-in texts: /mfa-setup and the card on /settings (namespace "mfa"). */
export const { useT: useMfaT } = defineMessages("mfa", english, () => import("./mfa.es"));
