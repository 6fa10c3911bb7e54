import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./openapi";

/**
 * What an outside tool (a bookkeeping sync, a CRM) writes to use the API: a client typed
 * from the published OpenAPI document, authenticated with an API key from the Integrations
 * page. If a route's contract changes, `npm run api:types` regenerates ./openapi.d.ts and
 * code using a field that went away no longer compiles.
 */
export function createTaxOfficeClient(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl });
  const authenticate: Middleware = {
    onRequest({ request }) {
      request.headers.set("authorization", `Bearer ${apiKey}`);
      return request;
    },
  };
  client.use(authenticate);
  return client;
}
