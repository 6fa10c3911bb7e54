import { defineMessages } from "#client/lib/i18n.ts";
import english from "./clients.en";

/** The admin's clients: /admin/clients and a client's history (namespace "adminClients"). */
export const { useT: useClientsT, t: clientsT } = defineMessages("adminClients", english, () => import("./clients.es"));

export type ClientsKey = keyof typeof english & string;
export type ClientsT = typeof clientsT;
