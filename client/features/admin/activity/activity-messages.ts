import { defineMessages } from "#client/lib/i18n.ts";
import english from "./activity.en";

/** The audit trail's page and each appointment's history (namespace "activity"). */
export const { useT: useActivityT, t: activityT } = defineMessages("activity", english, () => import("./activity.es"));

export type ActivityKey = keyof typeof english & string;
export type ActivityT = typeof activityT;
