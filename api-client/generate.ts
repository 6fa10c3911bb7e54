import openapiTS, { astToString } from "openapi-typescript";
import type { OpenAPI3 } from "openapi-typescript";
import { createTestApp } from "../server/testing/test-app";

const HEADER = `/**
 * The REST API's types, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api:types\` after changing a route's schemas.
 */

`;

/** The OpenAPI document exactly as the server answers it at /api/openapi.json. */
export async function fetchDocument(): Promise<OpenAPI3> {
  const t = await createTestApp();
  try {
    return (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as OpenAPI3;
  } finally {
    await t.close();
  }
}

/** The TypeScript an outside tool's client is typed by (api-client/openapi.d.ts). */
export async function generateApiTypes(document: OpenAPI3): Promise<string> {
  return HEADER + astToString(await openapiTS(document));
}
