import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { createSessionCookies } from "./auth/session-cookies";
import { rememberingSigner } from "./auth/remembering-signer";
import type { Db } from "./db";
import type { AppConfig, TrustedProxies } from "./env";
import { DirectoryFileStore } from "./files/directory-file-store";
import type { FileStore } from "./files/file-store";
import { loggerOptions, OneLinePerRequest } from "./logging";
import { fetchResponsePlugin } from "./plugins/fetch-response";
import { sameOriginPlugin } from "./plugins/same-origin";
import { securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { refuseNonJsonBodies } from "./plugins/trpc-json-only";
import { readClientTemplate, serveClient } from "./plugins/static-client";
import { createPageRenderer, pageRequestOf } from "./html/page-html";
import { createPageAssets } from "./html/page-assets";
import { inlineScriptSources } from "./html/inline-scripts";
import { loadPrerender } from "./html/page-prerender";
import { businessDateOf } from "./services/availability/opening-hours";
import { LANG_STORAGE_KEY } from "./shared/i18n/locales";
import { say } from "./shared/i18n/server-messages";
import { encodedPage, matchesEtag, preferredEncoding } from "./html/page-encodings";
import { registerMessageLanguage } from "./i18n/message-language";
import { registerSiteFiles } from "./html/site-files";
import { registerMedia } from "./html/media.routes";
import { appointmentsRoutes } from "./rest/appointments.routes";
import { auditRoutes } from "./rest/audit.routes";
import { authRoutes } from "./rest/auth.routes";
import { availabilityRoutes } from "./rest/availability.routes";
import { blockedTimesRoutes } from "./rest/blocked-times.routes";
import { businessRoutes } from "./rest/business.routes";
import { calendarFeedRoutes } from "./rest/calendar-feed.routes";
import { clientsRoutes } from "./rest/clients.routes";
import { contactRoutes } from "./rest/contact.routes";
import { emailsRoutes } from "./rest/emails.routes";
import { registerApiContract } from "./rest/contract/openapi";
import { answerClientError, answerFrameworkError, installRestErrorHandling, sendError } from "./rest/error-handler";
import { healthRoutes } from "./rest/health.routes";
import { integrationsRoutes } from "./rest/integrations.routes";
import { hoursRoutes } from "./rest/hours.routes";
import { staffRoutes } from "./rest/staff.routes";
import { servicesRoutes } from "./rest/services.routes";
import { reviewsRoutes } from "./rest/reviews.routes";
import { documentsRoutes } from "./rest/documents.routes";
import { siteCopyRoutes } from "./rest/site-copy.routes";
import { legalRoutes } from "./rest/legal.routes";
import { emailTextsRoutes } from "./rest/email-texts.routes";
import { settingsRoutes } from "./rest/settings.routes";
import { scheduleRoutes } from "./rest/schedule.routes";
import { reportsRoutes } from "./rest/reports.routes";
import { usersRoutes } from "./rest/users.routes";
import { mfaRoutes } from "./rest/mfa.routes";
import { projectRoot } from "./project-root";
import { storageOf } from "./services/deps";
import { moveBytesToFileStore } from "./services/media/move-to-file-store";
import { createServices } from "./services/services";
import type { DocumentJobs } from "./services/documents/document-jobs";

declare module "fastify" {
  interface FastifyInstance {
    /** The documents' background work (decision 0254), for server/main.ts's timer and for tests. */
    documentJobs: DocumentJobs;
  }
}
import { createContextFactory } from "./trpc/context";
import { appRouter, type AppRouter } from "./trpc/router";
import { configurePasswordHashing } from "./auth/password";

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  /** Folder of the built client; the default is dist/client beside the repo root. */
  clientDir?: string;
  now?: () => Date;
  /** Where the JSON log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Where photos' bytes live (decision 0218); the folder FILES_DIR names by default. */
  files?: FileStore;
};

const DEFAULT_CLIENT_DIR = join(projectRoot(), "dist/client");

/**
 * Node's HTTP server with the request deadlines set (issue 29 item 12; OWASP Denial of Service
 * Cheat Sheet): a client that sends its headers or body slowly, or not at all, is answered 408
 * and its connection closed, instead of holding a socket and a descriptor for ever. Node looks
 * for late requests every `connectionsCheckingInterval`, 30 s by default; once a second keeps
 * the deadlines close to what they say.
 */
function slowClientSafeServer(timeouts: AppConfig["timeouts"], handler: (request: IncomingMessage, response: ServerResponse) => void): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1000 },
    handler,
  );
  // Fastify's own default, which a server it did not make would lose: longer than a load
  // balancer's usual 60 s idle timeout, so the balancer closes a kept-alive connection first.
  server.keepAliveTimeout = 72_000;
  return server;
}

/**
 * TRUST_PROXY for Fastify (decision 0170). A hop count becomes "trust the nearest N hops": this
 * Fastify trusts nothing for a bare number (it cannot check the nearest peer), and `true` would
 * trust every hop, taking the visitor's own X-Forwarded-For as their address.
 */
function fastifyTrustProxy(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === "number") return (_address, hop) => hop < trusted;
  return trusted;
}

/** Builds the whole server without listening, so tests can `inject` requests. */
export async function buildApp({
  config,
  db,
  clientDir = DEFAULT_CLIENT_DIR,
  now = () => new Date(),
  logStream,
  files = new DirectoryFileStore(config.filesDir),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: (handler) => slowClientSafeServer(config.timeouts, handler),
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Process-wide, as the thread pool it protects is (server/auth/hash-gate.ts).
  configurePasswordHashing(config.passwordHashing);
  const storage = storageOf(db);
  const { reads } = storage;
  const services = createServices({ ...storage, config, now, files });
  const cookies = createSessionCookies(config);

  app.addHook("onClose", async () => reads.close());
  // The documents' background passes: server/main.ts runs them on a timer, tests call them with their clock.
  app.decorate("documentJobs", services.documents);
  // Photos stored in the database before the file store move to it before the first request
  // (decision 0218): nothing to do after the first start, and safe when instances start together.
  app.addHook("onReady", async () => {
    const moved = await moveBytesToFileStore(db, files);
    if (moved.photos + moved.copies > 0) app.log.info(moved, "moved photos from the database to the file store");
    if (moved.unreadable.length > 0) app.log.warn({ photos: moved.unreadable }, "photos left in the database: their bytes are not an image");
  });
  installRestErrorHandling(app);
  registerMessageLanguage(app);
  const template = readClientTemplate(clientDir);
  await app.register(securityPlugin, {
    maps: config.maps.apiKey !== null,
    analytics: config.analyticsEnabled,
    inlineScripts: template ? inlineScriptSources(template) : [],
  });
  await app.register(fetchResponsePlugin);
  await app.register(compress, { global: true, encodings: ["br", "gzip"] });
  await app.register(cookie, { secret: rememberingSigner(config.cookieSecret) });
  await app.register(sameOriginPlugin, { appUrl: config.appUrl });
  await app.register(sessionPlugin, { services, cookies });
  await registerApiContract(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { services, cookies });
      await api.register(usersRoutes, { services, cookies });
      await api.register(mfaRoutes, { services, cookies });
      await api.register(availabilityRoutes, { services, cookies });
      await api.register(appointmentsRoutes, { services, cookies });
      await api.register(blockedTimesRoutes, { services, cookies });
      await api.register(contactRoutes, { services, cookies });
      await api.register(emailsRoutes, { services, cookies });
      await api.register(businessRoutes, { services, cookies });
      await api.register(hoursRoutes, { services, cookies });
      await api.register(staffRoutes, { services, cookies });
      await api.register(servicesRoutes, { services, cookies });
      await api.register(reviewsRoutes, { services, cookies });
      await api.register(documentsRoutes, { services, cookies });
      await api.register(siteCopyRoutes, { services, cookies });
      await api.register(legalRoutes, { services, cookies });
      await api.register(emailTextsRoutes, { services, cookies });
      await api.register(settingsRoutes, { services, cookies });
      await api.register(calendarFeedRoutes, { services, cookies });
      await api.register(clientsRoutes, { services, cookies });
      await api.register(scheduleRoutes, { services, cookies });
      await api.register(reportsRoutes, { services, cookies });
      await api.register(integrationsRoutes, { services, cookies });
      await api.register(auditRoutes, { services, cookies });
    },
    { prefix: "/api" },
  );

  await app.register(async (trpcScope) => {
    trpcScope.addHook("onRequest", refuseNonJsonBodies);
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(services, cookies),
        onError({ error, path }) {
          if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "tRPC error");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  registerSiteFiles(app, { services, appUrl: config.appUrl });
  registerMedia(app, services);
  if (template) await serveClient(app, clientDir);
  const renderPage = template
    ? createPageRenderer({
        template,
        appUrl: config.appUrl,
        prerender: loadPrerender(clientDir),
        pageAssets: createPageAssets(clientDir),
        businessToday: () => businessDateOf(new Date(), config.businessTimeZone),
        onPrerenderError: (error, path) => app.log.error({ err: error, path }, "page render failed; sent without it"),
      })
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith("/api") || request.url.startsWith("/trpc");
    if (!isApi && renderPage && (request.method === "GET" || request.method === "HEAD")) {
      // Every client route gets its own title and link-preview tags; an unknown one is a real 404.
      // No session cookie (it lives as long as the session): nobody is signed in here (decision 0139).
      const signedOut = !cookies.hasAccessCookie(request);
      const pageRequest = pageRequestOf(request.url, {
        acceptLanguage: request.headers["accept-language"],
        chosenLanguage: request.cookies[LANG_STORAGE_KEY],
        signedOut,
      });
      const page = await renderPage(pageRequest, {
        business: await services.business.get(),
        settings: await services.site.settings(),
        legal: await services.legalPages.get(),
      });
      reply.status(page.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
      if (page.status !== 200) return reply.send(page.html);
      // Known pages are compressed once (page-encodings.ts) and revalidated by ETag.
      const { etag, ...bodies } = encodedPage(page);
      reply.header("etag", etag).header("vary", "accept-encoding, accept-language, cookie");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      return encoding ? reply.header("content-encoding", encoding).send(bodies[encoding]) : reply.send(page.html);
    }
    return sendError(request, reply, 404, say.request.noRoute(request.method, request.url.split("?")[0] ?? ""));
  });

  return app;
}
