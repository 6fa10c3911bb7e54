import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { ACCESS_COOKIE } from "../../auth/session-cookie-values";
import { completeRouteContracts } from "./route-contract";
import { serializerCompiler, validatorCompiler } from "./schema-compilers";

const DESCRIPTION = `The booking system's REST API: the same services the website uses.

**Authentication.** The website signs people in with a session cookie (\`POST /api/login\`). Outside tools
use an API key instead, created by an admin on the site's Integrations page and sent as
\`Authorization: Bearer <key>\`. A key acts for the office: \`read\` keys may call every admin \`GET\`,
\`write\` keys every admin path. Paths that act for one signed-in person (their profile, their own
appointments) need a session.

**Errors** are JSON \`{ "message": "...", "code": "..." }\` with the HTTP status: the message can be shown
to a person, in the language of \`Accept-Language\` (English or Spanish); the code (for example
\`booking.slotUnavailable\`) names the message and is the same in every language, for programs to act on.
Answers that confirm a change carry the same pair.

**Webhooks** are signed with the Standard Webhooks scheme (\`webhook-id\`, \`webhook-timestamp\`,
\`webhook-signature\`); register endpoints with \`POST /api/webhooks\`.`;

/**
 * The API's contract (issue 16): the zod schemas on every REST route validate requests,
 * write responses and become the OpenAPI 3.1 document at /api/openapi.json, with the
 * interactive reference at /api/docs (Swagger UI, served from this server's own files).
 * Must be registered before the routes, since it collects them as they are added.
 */
/** The contract's version: the major part changes only with a change that breaks clients. */
const API_VERSION = "1.0.0";

export async function registerApiContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  completeRouteContracts(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Tax office booking API", version: API_VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: ACCESS_COOKIE,
            description: "Set by POST /api/login. Named `__Host-sid` over HTTPS (decision 0182).",
          },
          apiKey: { type: "http", scheme: "bearer", description: "An API key from the Integrations page." },
        },
      },
    },
    transform: (route) => {
      const document = jsonSchemaTransform(route);
      // A raw upload (a photo's bytes under its own Content-Type) has no zod body to describe it.
      const schema = route.schema as { consumes?: string[]; body?: unknown } | undefined;
      if (schema?.consumes && !schema.body) Object.assign(document.schema, { body: { type: "string", format: "binary" } });
      return document;
    },
    transformObject: (documentObject) =>
      "openapiObject" in documentObject ? polishDocument(documentObject.openapiObject as OpenAPIV3_1.Document) : documentObject.swaggerObject,
    // Only the REST routes carry tags (route-contract.ts); pages, assets and tRPC stay out.
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // validatorUrl: null keeps Swagger UI from sending the document to validator.swagger.io.
    // The groups open one at a time, with a filter by group (decision 0255): past about 125
    // operations Swagger UI stops drawing a page that lists them all at once, without an error.
    uiConfig: { deepLinking: true, validatorUrl: null, docExpansion: "none", filter: true },
    // The reference's own policy: its files only (Swagger UI sets inline styles, like Mantine does).
    staticCSP: {
      "default-src": "'self'",
      "base-uri": "'self'",
      "object-src": "'none'",
      "frame-ancestors": "'none'",
      "form-action": "'self'",
      "script-src": "'self'",
      "script-src-attr": "'none'",
      "style-src": "'self' 'unsafe-inline'",
      "font-src": "'self' data:",
      "img-src": "'self' data:",
    },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Two corrections @fastify/swagger cannot know to make: a body whose fields are all optional
 * may be left out (the server reads a missing body as `{}`), and a success gets a real
 * description instead of "Default Response".
 */
function polishDocument(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of [item?.get, item?.put, item?.post, item?.delete]) {
      if (!operation) continue;
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const json = body?.content["application/json"]?.schema as OpenAPIV3_1.SchemaObject | undefined;
      if (body && json && !json.required?.length) body.required = false;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const answer = response as OpenAPIV3_1.ResponseObject;
        if (answer.description === "Default Response") answer.description = status === "201" ? "Created." : "Done.";
      }
    }
  }
  return document;
}
