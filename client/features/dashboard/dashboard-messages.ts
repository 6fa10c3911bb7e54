import { defineMessages } from "../../lib/i18n";
import english from "./dashboard.en";

/** The dashboard's texts (namespace "dashboard"). */
export const { useT: useDashboardT, t: dashboardT } = defineMessages("dashboard", english, () => import("./dashboard.es"));
