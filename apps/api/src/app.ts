import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet, { type FastifyHelmetRouteOptions } from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthHooks } from './lib/authenticate';
import { clockStartingAt, systemClock, type Clock } from './lib/clock';
import { apiSecurityHeaders, contentSecurityDirectives } from './lib/content-security-policy';
import { registerControlCharacterGuard } from './lib/control-characters';
import { registerErrorHandler } from './lib/error-handler';
import { registerFaultInjection } from './lib/fault-injection';
import { openapiDocument } from './lib/openapi-document';
import { registerRequestIdHeader, requestIdFor } from './lib/request-id';
import type { SigningKeys } from './lib/signing-keys';
import { createFlows } from './flows/flows';
import { createMailDispatcher } from './mail/mail-dispatcher';
import type { MailTransport } from './mail/mail-transport';
import { addressesRoutes } from './modules/addresses/public';
import { adminRoutes } from './modules/admin/public';
import { authRoutes } from './modules/auth/public';
import { registerRateLimits } from './modules/auth/public';
import { cartRoutes } from './modules/cart/public';
import { catalogueRoutes } from './modules/catalogue/public';
import { contentRoutes } from './modules/content/public';
import { devMailRoutes } from './modules/dev-mail/public';
import { favouritesRoutes } from './modules/favourites/public';
import { filesRoutes } from './modules/files/public';
import { uploadsRoutes } from './modules/files/public';
import { createUploadsService } from './modules/files/public';
import { customersRoutes } from './modules/customers/public';
import { dropoffPointsRoutes } from './modules/dropoff-points/public';
import { deliveryRoutes } from './modules/delivery/public';
import { vouchersRoutes } from './modules/vouchers/public';
import { creditRoutes } from './modules/credit/public';
import { claimsRoutes } from './modules/claims/public';
import { promotionsRoutes } from './modules/promotions/public';
import { ordersRoutes } from './modules/orders/public';
import { paymentsRoutes } from './modules/payments/public';
import { profileRoutes } from './modules/profile/public';
import { consentRoutes } from './modules/consent/public';
import { reviewsRoutes } from './modules/reviews/public';
import { settingsRoutes } from './modules/settings/public';
import { staffRoutes } from './modules/staff/public';
import { alertsRoutes } from './modules/alerts/public';
import { preordersRoutes } from './modules/preorders/public';
import { searchRoutes } from './modules/search/public';
import { seoRoutes } from './modules/seo/public';
import { registerCacheHeaders } from './lib/cache-headers';
import { answeringFirst, type EarlyAnswer } from './lib/answer-first';
import { announceCatalogueWrites, createCatalogueChanges } from './lib/catalogue-changes';
import { createCatalogueMemo } from './lib/catalogue-memo';
import { createFaultLog } from './lib/fault-log';
import { createReadiness } from './lib/readiness';
import { createRedis } from './lib/redis';
import { bodyDigest, registerCatalogueReadCache } from './lib/catalogue-read-cache';
import { hasWebApp, registerWebApp } from './modules/web/public';
import { registerHomeLanguageChoice } from './modules/web/public';
import { createGateway } from './gateway/create-gateway';
import type { PaymentGateway } from './gateway/gateway';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: SigningKeys;
  clock?: Clock;
  gateway?: PaymentGateway;
  storage?: FileStorage;
  /** Tests may replace how mail leaves (e.g. one that fails); otherwise SMTP_URL or DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Tests may read the log lines (one JSON object each); otherwise they go to stdout. */
  logStream?: { write(line: string): void };
}

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own headers, read by @fastify/helmet (where its `helmet` route option lands too). */
    helmet?: FastifyHelmetRouteOptions['helmet'];
  }
  interface FastifyInstance {
    /** The services' dependencies, for background jobs started by server.ts. */
    ctx: AppContext;
    /** From now on /readyz answers 503 'stopping' (a clean stop's first step), while requests are still served. */
    stopServing(): void;
  }
}

/** Registers plugins in a fixed order (external → app → routes) and returns the app; tests call it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  let answerEarly: EarlyAnswer = () => false;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: deps.logStream },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor,
    requestIdHeader: false,
    serverFactory: answeringFirst(() => answerEarly),
  }).withTypeProvider<ZodTypeProvider>();

  // Which language `/` is shown in (a redirect to /ms or /zh, or English) depends on the visitor: decided
  // before the read cache, which then only ever holds the English home page (docs/product/languages.md).
  if (hasWebApp(config)) registerHomeLanguageChoice(app);
  // The catalogue's read cache answers a hit before any other hook runs (but the one above), so it comes next.
  const catalogueChanges = createCatalogueChanges(database, app.log);
  app.addHook('onClose', () => catalogueChanges.close());
  const catalogueCache = await registerCatalogueReadCache(app, { ttlMs: config.catalogueCacheMs, changes: catalogueChanges });
  answerEarly = catalogueCache.answerEarly;
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const faults = createFaultLog();
  registerErrorHandler(app, (error) => faults.record('database', error));
  registerControlCharacterGuard(app);

  const storage = deps.storage ?? createFileStorage(config);
  const clock = deps.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
  const gateway = deps.gateway ?? createGateway(config, database.db);
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const mailer = createMailDispatcher({
    db: database.db,
    clock,
    config,
    log: app.log,
    transport: deps.mailTransport,
    onFault: (error) => faults.record('mail', error),
  });
  // /readyz's checks: only the database is needed to sell; Redis and the file storage make it 'degraded' (lib/readiness.ts).
  const readiness = createReadiness(
    {
      database: () => database.db.execute(sql`select 1`),
      // Lost and reconnecting is failing now: a command would wait for the reconnection, and the load balancer's check
      // with it. A copy still making its first connection asks, as it waits for it anyway.
      ...(redis && { redis: () => (['reconnecting', 'close', 'end'].includes(redis.status) ? Promise.reject(new Error(`Redis is ${redis.status}`)) : redis.ping()) }),
      storage: () => storage.checkReachable(),
    },
    (name, error) => faults.record(name, error),
  );
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    keys: deps.keys,
    redis,
    auth: createAuthHooks(deps.keys),
    gateway,
    storage,
    mailer,
    flows: createFlows({
      db: database.db,
      gateway,
      clock,
      storage,
      log: app.log,
      mail: { kick: () => mailer.kick(), publicUrl: config.publicUrl, shopEmail: config.shopEmail },
      reconcileSweepSeconds: config.reconcileSweepSeconds,
      paymentLeaseMs: config.paymentLeaseMs,
      orderExpiryMinutes: config.orderExpiryMinutes,
      lowStockDigestHour: config.lowStockDigestHour,
      onGatewayFault: (error) => faults.record('gateway', error),
    }),
    catalogueMemo: await createCatalogueMemo(catalogueChanges, config.catalogueTotalsCacheMs),
    uploads: createUploadsService({ db: database.db, storage, clock }),
    readiness,
    faults,
  };
  app.addHook('onClose', () => ctx.mailer.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(config),
    },
  });
  // ETags (and 304 for a matching If-None-Match) on every reply, computed on the route's text before
  // compression; the read cache keeps each reply as it leaves, compressed, with its ETag.
  await app.register(etag, { hashFn: bodyDigest });
  await app.register(compress, { threshold: 1024 });
  catalogueCache.registerStore(app);
  announceCatalogueWrites(app, catalogueChanges);
  await app.register(swagger, { openapi: openapiDocument, transform: jsonSchemaTransform });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  let lifecycle: 'starting' | 'serving' | 'stopping' = 'starting';
  app.addHook('onReady', async () => {
    lifecycle = 'serving';
  });
  // From the first moment of a clean stop the load balancer is told to send nothing new.
  app.decorate('stopServing', () => {
    lifecycle = 'stopping';
  });
  app.addHook('preClose', async () => {
    lifecycle = 'stopping';
  });
  if (config.faultInjection) registerFaultInjection(app);
  registerCacheHeaders(app);

  // /healthz: the process lives. /readyz: it can serve now (started, not stopping, its database answers), and
  // says 'degraded' while Redis or the file storage does not (lib/readiness.ts).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (lifecycle !== 'serving') return reply.status(503).send({ status: lifecycle });
    const { status, checks } = await readiness.report();
    return reply.status(status === 'unavailable' ? 503 : 200).send({ status, checks });
  });

  await app.register(
    async (api) => {
      // Set in the route's config, where @fastify/helmet reads it: its own `helmet` option is read by a hook
      // that runs before this scope's.
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: apiSecurityHeaders };
      });
      await registerRateLimits(api, ctx);
      await api.register(authRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(consentRoutes, { ctx });
      await api.register(addressesRoutes, { ctx });
      await api.register(catalogueRoutes, { ctx });
      await api.register(searchRoutes, { ctx });
      await api.register(cartRoutes, { ctx });
      await api.register(ordersRoutes, { ctx });
      await api.register(dropoffPointsRoutes, { ctx });
      await api.register(deliveryRoutes, { ctx });
      await api.register(vouchersRoutes, { ctx });
      await api.register(creditRoutes, { ctx });
      await api.register(claimsRoutes, { ctx });
      await api.register(promotionsRoutes, { ctx });
      await api.register(reviewsRoutes, { ctx });
      await api.register(paymentsRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(favouritesRoutes, { ctx });
      await api.register(contentRoutes, { ctx });
      await api.register(uploadsRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(customersRoutes, { ctx });
      await api.register(staffRoutes, { ctx });
      await api.register(alertsRoutes, { ctx });
      await api.register(preordersRoutes, { ctx });
    },
    { prefix: API_PREFIX },
  );
  await app.register(filesRoutes, { ctx });
  await app.register(devMailRoutes, { ctx });
  await app.register(seoRoutes, { ctx });
  await registerWebApp(app, ctx);
  app.decorate('ctx', ctx);

  return app;
}
