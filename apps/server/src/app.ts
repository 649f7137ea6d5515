import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import etag from "@fastify/etag";
import underPressure from "@fastify/under-pressure";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { devOutboxRoutes } from "./modules/account-messages/routes.ts";
import { registerAccounts } from "./modules/auth/register.ts";
import { resolveJwtSecret } from "./modules/auth/secret.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { clientErrorRoutes } from "./modules/client-errors/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { i18nRoutes } from "./modules/i18n/routes.ts";
import { lotFormAssistRoutes } from "./modules/lot-form/assist-routes.ts";
import { lotFormRoutes } from "./modules/lot-form/routes.ts";
import { lotLifecycleRoutes } from "./modules/lot-lifecycle/routes.ts";
import { lotPositionRoutes } from "./modules/lot-lists/position-routes.ts";
import { lotListRoutes } from "./modules/lot-lists/routes.ts";
import { lotViewRoutes } from "./modules/lot-views/routes.ts";
import { lotContactRoutes } from "./modules/lots/contacts.ts";
import { lotDetailRoutes } from "./modules/lots/detail-routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { uploadRoutes } from "./modules/media/upload-routes.ts";
import { moderationRoutes } from "./modules/moderation/routes.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { sellerRoutes } from "./modules/sellers/routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { usedFilterRoutes } from "./modules/used-filters/routes.ts";
import { watchListRoutes } from "./modules/watch-lists/routes.ts";
import { ApiError, HttpMessage } from "./platform/api-error.ts";
import { registerErrorHandling } from "./platform/error-handling.ts";
import { createJobSender } from "./platform/jobs.ts";
import { createMailer, type Mailer } from "./platform/mailer.ts";
import { answerBadUrl, registerNotFound, registerPages, trackRoutes } from "./platform/not-found.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerSecurity } from "./platform/security.ts";
import { createSmsSender, type SmsSender } from "./platform/sms.ts";
import { registerWebApp } from "./platform/ssr.ts";
import { createMediaStorage } from "./platform/storage.ts";

export type AppOptions = {
  config: Config;
  db: Database;
  /** Serve the built web app (pages, static files). Off in API tests and for ROLE=worker. */
  withWebApp?: boolean;
  /** Where e-mail goes; SMTP_URL or the outbox by default (platform/mailer.ts). Tests pass their own. */
  mailer?: Mailer;
  /** Where text messages go; SMS_PROVIDER by default (platform/sms.ts). Tests pass their own. */
  sms?: SmsSender;
};

/**
 * Builds the HTTP application: platform plugins first (logging, security, compression, contracts),
 * then the feature modules, then the web app for every path no API route answers.
 */
export async function buildApp({
  config,
  db,
  withWebApp = false,
  mailer = createMailer(config),
  sms = createSmsSender(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? "x-request-id" : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    forceCloseConnections: "idle",
    // Every request's outcome is logged where it matters (errors in error-handling.ts); a line per
    // successful request would cost more than it tells at marketplace traffic.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // A path that is not even valid URL encoding never reaches a route or the error handler.
    frameworkErrors: (_error, request, reply) => answerBadUrl(request, reply),
  });
  trackRoutes(app);
  // JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandling(app);

  await registerSecurity(app, config);
  await app.register(underPressure, {
    maxEventLoopDelay: 2_000,
    // The delay checked is the mean of the 10 ms ticks since the last look, and the look comes every sample
    // interval (1 s by default). A look right after one stall of 2 s (a garbage collection on a starved CPU, as
    // in CI) saw that stall alone and answered 503 to every request for the next second: a page's scripts
    // failed to load. Five seconds of ticks make the limit mean a loop that is slow for a while.
    sampleInterval: 5_000,
    pressureHandler: () => {
      throw new ApiError(503, HttpMessage.unavailable, { "retry-after": "10" });
    },
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });
  await app.register(etag);
  await app.register(cookie);
  await registerOpenApi(app, config);

  await app.register(healthRoutes, { pool: db.pool, version: config.version });
  await app.register(i18nRoutes);
  await app.register(clientErrorRoutes);
  await registerAccounts(app, { config, db, mailer, sms });
  // Answers are checked against their schemas outside production (platform/answer-cache.ts).
  const checkAnswers = config.env !== "production";
  await app.register(catalogueRoutes, { pool: db.pool, checkAnswers });
  await app.register(lotListRoutes, { pool: db.pool, checkAnswers });
  await app.register(searchRoutes, { pool: db.pool, checkAnswers });
  await app.register(lotDetailRoutes, { pool: db.pool, storage: createMediaStorage(config) });
  // Signs the links that act on one lot for its owner (modules/lots/lot-tokens.ts).
  const secret = await resolveJwtSecret(config);
  await app.register(lotFormRoutes, { pool: db.pool });
  await app.register(lotFormAssistRoutes, { pool: db.pool, config, secret });
  await app.register(lotLifecycleRoutes, { pool: db.pool, secret });
  await app.register(lotViewRoutes, { pool: db.pool });
  await app.register(lotContactRoutes, { pool: db.pool });
  await app.register(lotPositionRoutes, { pool: db.pool });
  await app.register(sellerRoutes, { pool: db.pool });
  await app.register(mediaRoutes, { storage: createMediaStorage(config) });
  await app.register(reviewRoutes, { pool: db.pool, storage: createMediaStorage(config) });
  const jobs = createJobSender(db.pool);
  app.addHook("onClose", () => jobs.stop());
  await app.register(uploadRoutes, {
    pool: db.pool,
    storage: createMediaStorage(config),
    jobs,
    dataDir: config.dataDir,
    secret,
  });
  await app.register(usedFilterRoutes, { pool: db.pool, checkAnswers });
  await app.register(watchListRoutes, {
    pool: db.pool,
    storage: createMediaStorage(config),
    secureCookies: config.publicUrl.startsWith("https:"),
  });
  await app.register(moderationRoutes, { pool: db.pool, mailer, publicUrl: config.publicUrl });
  await app.register(devOutboxRoutes, { config });
  await app.register(seoRoutes, { pool: db.pool, publicUrl: config.publicUrl });

  if (withWebApp) registerPages(app, await registerWebApp(app, config));
  registerNotFound(app);
  return app;
}
