import { defineMessages } from "#client/lib/i18n.ts";
import english from "./integrations.en";

/** The admin's integrations: API keys, webhooks and their deliveries (/admin/integrations; namespace "adminIntegrations"). */
export const { useT: useIntegrationsT, t: integrationsT } = defineMessages("adminIntegrations", english, () => import("./integrations.es"));

export type IntegrationsKey = keyof typeof english & string;
export type IntegrationsT = typeof integrationsT;
