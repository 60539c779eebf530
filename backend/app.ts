/**
 * The reference backend's HTTP application (Hono). `createApp` wires the routes over one database
 * so that tests and the storefront's server can mount it in-process.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { config as siteConfig, type Config } from '../src/config/index.ts';
import { createCatalogDocs } from './catalog/store-docs.ts';
import { trackCatalogVersion } from './catalog/version.ts';
import { ZodError } from 'zod';
import { describeZodError, HttpError } from './http/errors.ts';
import { apiCors } from './http/cors.ts';
import { API_SECURITY_HEADERS } from './http/api-headers.ts';
import { bodySizeLimit, urlLengthLimit } from './http/limits.ts';
import { createLogger, requestLog, type Logger } from './http/logger.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { contentRoutes } from './routes/content.ts';
import { extRoutes } from './routes/ext.ts';
import { imageRoutes } from './routes/images.ts';
import { priceRoutes } from './routes/prices.ts';
import { stockRoutes } from './routes/stock.ts';
import { urlMapRoutes } from './routes/url-map.ts';
import type { BackendSettings } from './settings.ts';
import type { AppDeps } from './deps.ts';

export interface CreateAppOptions {
  readonly db: DatabaseSync;
  readonly settings: BackendSettings;
  /** The clock (tests pin it); defaults to the real time. */
  readonly now?: () => Date;
  readonly config?: Config;
  readonly logger?: Logger;
}

export function createApp(options: CreateAppOptions): Hono {
  const version = trackCatalogVersion(options.db);
  const logger = options.logger ?? createLogger(options.settings.logLevel);
  const deps: AppDeps = {
    db: options.db,
    settings: options.settings,
    config: options.config ?? siteConfig(),
    now: options.now ?? (() => new Date()),
    catalog: createCatalogDocs(options.db, version),
    logger,
  };
  const app = new Hono();
  app.use('*', requestLog(logger));
  app.use('*', API_SECURITY_HEADERS);
  // CORS before every limit, so that the limits' errors (414, 413) carry the origin as other errors do.
  app.use('*', apiCors({ origins: options.settings.corsOrigins, methods: ['GET', 'POST', 'OPTIONS'], maxAgeSeconds: 600 }));
  app.use('*', urlLengthLimit());
  app.use('*', bodySizeLimit());
  app.route('/', imageRoutes(deps)); // first: it checks raw /img/ targets before URL folding can reroute them
  app.route('/', catalogRoutes(deps));
  app.route('/', stockRoutes(deps));
  app.route('/', priceRoutes(deps));
  app.route('/', urlMapRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', extRoutes(deps));
  app.notFound((c) => c.json({ code: 404, result: 'Request does not match any route' }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      const status = err.status as 400;
      return err.shape === 'error'
        ? c.json({ error: err.message }, status)
        : c.json({ code: err.status, result: err.message }, status);
    }
    if (err instanceof ZodError) return c.json({ code: 400, result: describeZodError(err) }, 400);
    logger.log('error', 'unhandled error', {
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ code: 500, result: 'Internal server error' }, 500);
  });
  return app;
}
