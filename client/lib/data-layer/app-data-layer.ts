import { createQueryClient } from "../query-client";
import { createTrpcClient } from "../trpc-client";
import { createDataLayer, type DataLayer } from "./data-layer";

/**
 * The app's data layer: its query client's defaults (client/lib/query-client.ts) and the tRPC
 * client with the shared 401 refresh (client/lib/trpc-client.ts). A refresh that fails ends
 * the session, whatever the page believed.
 */
export function createAppDataLayer(): DataLayer {
  const queryClient = createQueryClient();
  const layer = createDataLayer(queryClient, createTrpcClient({ onSessionLost: () => layer.setSessionUser(null) }));
  return layer;
}
