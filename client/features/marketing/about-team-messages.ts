import { defineMessages } from "../../lib/i18n";
import english from "./about-team.en";

/**
 * The About page's team (namespace "aboutTeam", decision 0240): its own small catalogue, so the
 * home page, which bundles the "marketing" namespace, carries none of it.
 */
export const { useT: useAboutTeamT } = defineMessages("aboutTeam", english, () => import("./about-team.es"));
