import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { isApiRequest } from "./session";

/**
 * Security headers, two sets (decision 0133):
 * - **documents** (pages, their files, the API reference at /api/docs): Helmet's defaults with a
 *   CSP that allows the client's own files plus the two outside services the spec names, the
 *   maps provider and the analytics service, each only when it is configured (issue 29 item 11:
 *   a host the site does not use is one more place a script could come from);
 * - **API answers** (/api and /trpc: JSON, and the calendar feeds): the set the OWASP REST
 *   Security Cheat Sheet gives for APIs. A JSON answer runs no script and loads nothing, so the
 *   page's 1.2 KB policy protects nothing there; `default-src 'none'` and `frame-ancestors 'none'`
 *   say so, and `nosniff` keeps a browser from reading one as a page.
 *
 * Both are worked out once, when the server registers the plugin (Helmet is run once against a recorder), and
 * each request copies one of them: they never depend on the request.
 */
const MAPS = ["https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleapis.com", "https://*.gstatic.com"];
const ANALYTICS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/**
 * The outside services the pages use, from the settings (GOOGLE_MAPS_API_KEY, VITE_GA_MEASUREMENT_ID),
 * and the hashes of the page template's own inline scripts (server/html/inline-scripts.ts).
 */
export type DocumentSources = { maps: boolean; analytics: boolean; inlineScripts: readonly string[] };

function documentPolicy({ maps, analytics, inlineScripts }: DocumentSources): HelmetOptions {
  const outside = [...(maps ? MAPS : []), ...(analytics ? ANALYTICS : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...outside],
        // Mantine and the maps widget set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...(maps ? ["https://fonts.googleapis.com"] : [])],
        fontSrc: ["'self'", "data:", ...(maps ? ["https://fonts.gstatic.com"] : [])],
        imgSrc: ["'self'", "data:", "blob:", ...outside],
        connectSrc: ["'self'", ...outside],
        workerSrc: ["'self'", "blob:"],
        frameSrc: ["'self'", ...(maps ? ["https://www.google.com"] : [])],
      },
    },
    // The maps widget loads cross-origin images that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  };
}

const API_POLICY: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: "deny" },
  // Headers that only mean something for a document a browser renders.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

type HeaderList = readonly (readonly [name: string, value: string])[];

/** The headers Helmet sets for these options, recorded once. */
function headersOf(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * API answers carry personal data (a profile, appointments, a new authenticator secret): no
 * browser or shared cache may keep one (issue 29 item 11; OWASP REST Security Cheat Sheet,
 * ASVS 5.0 V14.3). A route that means otherwise sets its own (the calendar feed).
 */
const API_HEADERS: HeaderList = [...headersOf(API_POLICY), ["cache-control", "no-store"]];

/** The API's reference is a page (Swagger UI), though it lives under /api. */
const isApiAnswer = (url: string) => isApiRequest(url) && !url.startsWith("/api/docs");

export const securityPlugin = fp<DocumentSources>(
  async (app, sources) => {
    const documentHeaders = headersOf(documentPolicy(sources));
    app.addHook("onRequest", (request, reply, done) => {
      const response = reply.raw;
      for (const [name, value] of isApiAnswer(request.url) ? API_HEADERS : documentHeaders) response.setHeader(name, value);
      done();
    });
  },
  { name: "security" },
);
