import accepts from '@fastify/accepts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@hostelhub/shared';
import type { Database } from './db/client.ts';
import { createImageStorage } from './lib/storage/image-storage.ts';
import type { ImageStorage } from './lib/storage/storage-contract.ts';
import { privateLogOptions } from './lib/log-redaction.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createSmsSender } from './lib/sms.ts';
import { webAppScriptHashes } from './lib/inline-scripts.ts';
import { ogImagesRoutes } from './modules/og-images/og-images.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { receiptPagesRoutes } from './modules/receipts/receipt-pages.routes.ts';
import { SAVED_SEARCH_CHECKS_CHANNEL } from './modules/saved-searches/saved-searches.repository.ts';
import { registerSavedSearchChecks } from './plugins/saved-search-checks.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBrowseCache } from './plugins/browse-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDb } from './plugins/db.ts';
import { registerLiveEvents } from './plugins/live-events.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerDeliveries } from './plugins/deliveries.ts';
import { DELIVERIES_CHANNEL } from './modules/deliveries/deliveries.repository.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerConnectionDrain } from './plugins/connection-drain.ts';
import { createDatabaseOutageLog } from './lib/database-outage.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerApiRoutes } from './app-routes.ts';
import { scheduleBackgroundJobs } from './app-jobs.ts';
import { createServices } from './services.ts';
import type { Settings } from './settings.ts';

/** The built web app: apps/web/dist, reached the same way from src/ and from dist/. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The page server the web build makes beside it (issue 25; decision 021). */
export const DEFAULT_WEB_SSR_DIR = fileURLToPath(new URL('../../web/dist-ssr', import.meta.url));

export interface BuildAppOptions {
  settings: Settings;
  database: Database;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** The page server's build (default: apps/web/dist-ssr with the default webDistDir). */
  webSsrDir?: string;
  /** Log requests (off in tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading what was logged). */
  logStream?: NodeJS.WritableStream;
  /**
   * Hands email over for the outbox worker (issue 21 item 4; no request sends mail); defaults
   * to SMTP_URL or the DATA_DIR/outbox files.
   */
  mailer?: Mailer;
  /**
   * Run the periodic jobs (the unread-message emails, the 24-hour sweeps of loose uploads and
   * of idempotency keys); the server process sets it. The outbox worker and the rate-limit
   * sweep run in every app.
   */
  backgroundJobs?: boolean;
  /** Where uploaded images go; defaults to STORAGE_DRIVER's storage. */
  imageStorage?: ImageStorage;
  /**
   * Called with every route as it is added (Fastify's onRoute hook, set before any plugin):
   * tests that walk the whole route list read it here.
   */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are stored (local disk or S3). */
    imageStorage: ImageStorage;
  }
}

/**
 * Builds the whole server: the JSON API under /api (DESIGN.md prefix rule), the OpenAPI viewer
 * at /docs, uploaded images under /uploads and the web app with its SPA fallback. The caller
 * owns the database: it is opened, migrated and closed outside.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: settings.logLevel,
            // No secrets or personal data in any line (issue 21 item 6).
            ...privateLogOptions,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // TRUST_PROXY: only the proxies named there may state the client address (rate limits).
    trustProxy: trustProxyOption(settings.trustProxy),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Issue 30: an outage is logged when it starts and when it ends, not once per refused request.
  const databaseOutage = createDatabaseOutageLog({
    log: app.log,
    probe: () => services.health.checkDatabase(),
  });
  app.addHook('onClose', (_instance, done) => {
    databaseOutage.stop();
    done();
  });
  registerErrorHandler(app, { outage: databaseOutage });
  registerConnectionDrain(app);
  registerInputGuard(app);
  registerDb(app, options.database);
  registerBrowseCache(app, settings.browseCacheTtlMs);
  const imageStorage = options.imageStorage ?? createImageStorage(settings);
  app.decorate('imageStorage', imageStorage);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      outboxDir: path.join(settings.dataDir, 'outbox'),
    });
  const sms = createSmsSender({
    webhookUrl: settings.smsWebhookUrl,
    webhookSecret: settings.smsWebhookSecret,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    log: app.log,
  });
  // The composition root: every repository and service, built once (docs/decisions/016).
  const services = createServices(app.db, settings, {
    log: app.log,
    imageStorage,
    mailer,
    sms,
    browseCache: app.browseCache,
    isSessionLive: (userId, sessionId) => app.isSessionLive(userId, sessionId),
  });
  // Issue 30: Prometheus metrics at /metrics (METRICS_TOKEN), before any route is declared.
  registerMetrics(app, {
    token: settings.metricsToken,
    sources: {
      pools: () => options.database.poolStats(),
      outbox: () => services.deliveries.depth(),
      openWebSockets: () => app.websocketServer.clients.size,
      browseCache: () => app.browseCache.stats(),
    },
  });
  registerAuth(app, {
    jwtSecret: settings.jwtSecret,
    findSessionUser: (userId, sessionId) => services.auth.findSessionUser(userId, sessionId),
  });
  // Private answers (signed-in routes, any request with credentials, errors): no-store.
  registerNoStore(app);
  // Brotli or gzip for every JSON and HTML answer (issue 25); before any route is declared.
  await registerCompression(app);
  await app.register(cookie);
  // request.languages(): Accept-Language in order of preference (issue 24, error answers).
  await app.register(accepts);
  // Uploads stream through busboy: a file past 5 MB is cut off, never held whole.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, fieldSize: 2048, parts: 30 },
  });
  await registerRateLimit(app, settings.jwtSecret);
  await registerLiveEvents(app, options.database, { hub: services.liveEvents });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The web app's own files, and its few inline scripts by their hashes (issue 25:
        // the theme and language before first paint, the app loader of rendered pages).
        scriptSrc: ["'self'", ...webAppScriptHashes(options.webDistDir ?? DEFAULT_WEB_DIST_DIR)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          tileOrigin(settings.mapTileUrl),
          ...(imageStorage.origin ? [imageStorage.origin] : []),
        ],
        connectSrc: ["'self'", settings.geocoderUrl],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: settings.publicUrl.startsWith('https://'),
    // Older browsers ignore frame-ancestors: the legacy header says the same ('none').
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await registerSwagger(app, settings.publicUrl);

  // Issue 21 item 4: every email (and every SMS but a phone code) leaves through the outbox.
  await registerDeliveries(app, options.database, {
    worker: services.deliveryWorker,
    channel: DELIVERIES_CHANNEL,
    // Issue 30: sends in flight at shutdown get part of its deadline, then are handed back.
    stopGraceMs: Math.min(10_000, Math.floor(settings.shutdownTimeoutMs / 3)),
  });
  // Issue 29: an approval's hostels are matched against the saved searches within seconds.
  await registerSavedSearchChecks(app, options.database, {
    checks: services.savedSearchAlerts,
    channel: SAVED_SEARCH_CHECKS_CHANNEL,
  });
  const secureCookies = settings.publicUrl.startsWith('https://');

  // Each route plugin gets only the services it uses (docs/decisions/016).
  await registerApiRoutes(app, services, settings, secureCookies);

  if (options.backgroundJobs) {
    scheduleBackgroundJobs(app, { services, settings, imageStorage });
  }

  // Issue 25: link-preview images (og:image) at /og/hostels/:id.jpg, outside /api.
  await app.register(ogImagesRoutes, { service: services.ogImages });

  // Issue 25: /sitemap.xml and /robots.txt, before the web app's page fallback.
  await app.register(seoRoutes, { service: services.seo });

  // Issue 45 item 3: the receipt and due pages (/receipts/:token, /dues/:token), outside /api.
  await app.register(receiptPagesRoutes, { service: services.receipts });

  await registerStaticWeb(app, {
    webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    uploadsDir: path.join(settings.dataDir, 'uploads'),
    publicUrl: settings.publicUrl,
    // A test's own web build (webDistDir) renders every page in the browser unless it names one.
    webSsrDir: options.webSsrDir ?? (options.webDistDir ? undefined : DEFAULT_WEB_SSR_DIR),
    // Issue 30: a guest's rendered hostel page is a view for the owner's insights.
    onHostelPage: (hostelId, request) =>
      services.insights.recordView({
        hostelId,
        actor: null,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  });
  return app;
}

// Fastify takes a hop count at run time but its types do not: the same rule as a function.
function trustProxyOption(
  trust: Settings['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

// Tile URLs look like https://{s}.tile.example.org/{z}/{x}/{y}.png; CSP wants the origin.
function tileOrigin(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace('{s}.', '*.'));
  return match?.[1] ?? "'self'";
}
