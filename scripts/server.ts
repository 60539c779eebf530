/**
 * The one server of `npm start`: the live APIs of the reference backend under the same origin
 * (/api/*, /img/*, /geo) and the built sites by Host for every other path. Exported for the
 * end-to-end tests, which start it on an ephemeral port.
 */
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { loadConfig, SettingsError, type Config } from '../src/config/index.ts';
import { parseBackendSettings, type BackendSettings } from '../backend/settings.ts';
import { compressedBodies } from '../backend/static/compressed-bodies.ts';
import { sitesApp } from '../backend/static/sites.ts';
import type { UrlMap } from '../backend/static/url-resolution.ts';
import { mapUrl } from '../src/api/url-map.ts';
import { serveApp } from '../backend/http/serve.ts';
import { restoreInterrupted } from './publish.ts';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Paths the live APIs answer; everything else is a page of a built site. */
export const API_PATHS = ['/api/*', '/img/*', '/geo'] as const;

export interface StorefrontOptions {
  readonly cfg: Config;
  /** The reference backend's app; without it only the built sites are served. */
  readonly backend?: Hono;
  readonly distDir?: string;
  /** The bound in bytes of the compressed bodies the sites keep (the settings' sitesCompressedCacheBytes). */
  readonly compressedCacheBytes?: number;
}

export function storefrontApp({ cfg, backend, distDir = DIST_DIR, compressedCacheBytes }: StorefrontOptions): Hono {
  const app = new Hono();
  if (backend) for (const path of API_PATHS) app.all(path, (c) => backend.fetch(c.req.raw));
  const compressed = compressedCacheBytes === undefined ? {} : { compressed: compressedBodies(compressedCacheBytes) };
  app.route('/', sitesApp({ distDir, cfg, ...compressed, ...(backend ? { urlMap: backendUrlMap(backend) } : {}) }));
  return app;
}

/** The url map API of the in-process backend, as the sites ask it for paths that match no route. */
function backendUrlMap(backend: Hono): UrlMap {
  const fetchBackend = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    backend.fetch(new Request(input, init));
  const opts = { baseUrl: 'http://backend.invalid', fetch: fetchBackend as typeof fetch };
  return (urlPath, store) => mapUrl(urlPath, store, opts);
}

export interface Running {
  readonly port: number;
  close(): Promise<void>;
}

/** Starts the server and resolves once it listens. Port 0 picks a free port. */
export async function startServer(options: StorefrontOptions, port: number, hostname: string): Promise<Running> {
  const server: Server = await serveApp(storefrontApp(options), port, hostname);
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The server of `npm start` and `npm run serve`: the backend's APIs and the built sites on HOST and PORT (a site a killed
 * build left at `dist/.old-{site}` put back first).
 */
async function serveStorefront(cfg: Config, settings: BackendSettings, backend: Hono): Promise<Running> {
  for (const site of cfg.sites)
    if (await restoreInterrupted(DIST_DIR, site.id)) console.warn(`[serve] site ${site.id}: the build before the last put back`);
  const options = { cfg, backend, compressedCacheBytes: settings.sitesCompressedCacheBytes };
  return startServer(options, cfg.settings.port, cfg.settings.host);
}

/** serveStorefront, or the process ends with one line naming the setting to change when HOST:PORT cannot be had. */
export async function serveStorefrontOrExit(
  label: string,
  cfg: Config,
  settings: BackendSettings,
  backend: Hono,
): Promise<Running> {
  try {
    return await serveStorefront(cfg, settings, backend);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const where = `${cfg.settings.host}:${cfg.settings.port}`;
    if (code === 'EADDRINUSE') console.error(`[${label}] port ${cfg.settings.port} is in use (${where}): set PORT to a free one`);
    else if (code === 'EACCES') console.error(`[${label}] ${where} may not be listened on by this user: set PORT (or HOST)`);
    else if (code === 'EADDRNOTAVAIL') console.error(`[${label}] HOST ${cfg.settings.host} is no address of this machine`);
    else throw error;
    return process.exit(1);
  }
}

/**
 * The URL at which this machine reaches a server listening on `host`: a wildcard address (every interface) through
 * the loopback of its family, an IPv6 address in brackets.
 */
export function localUrl(host: string, port: number): string {
  const reachable = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** How long answers in progress may take to finish once the server is asked to stop. */
const STOP_GRACE_MS = 10_000;

/**
 * Stops the server (and whatever `also` closes) on SIGINT or SIGTERM: answers in progress finish, for at most
 * STOP_GRACE_MS (a socket a browser opened ahead, with no request on it, holds close() until then); a second signal
 * stops at once.
 */
export function stopOnSignals(running: Running, label: string, also: () => void = () => undefined): void {
  let closing = false;
  /** Closes what `also` closes (the database), then ends the process. */
  const exit = (code: number, line?: string): never => {
    if (line) console.log(`[${label}] ${line}`);
    try {
      also();
    } finally {
      process.exit(code);
    }
  };
  const stop = (): void => {
    if (closing) exit(130, 'stopped');
    closing = true;
    console.log(`[${label}] stopping (again to stop at once)`);
    setTimeout(
      () => exit(0, `stopped: connections still open after ${STOP_GRACE_MS / 1000} s were closed`),
      STOP_GRACE_MS,
    ).unref();
    void running.close().then(() => exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The storefront's and the backend's settings for a server of both on HOST (the well-known default secrets are checked
 * against HOST, where the APIs answer: `assertSecretsSafe`), and whatever else `alsoCheck` reads (`npm start`: the sync's
 * and the build's, before it seeds or syncs); a bad one exits with its message, labelled.
 */
export function settingsOrExit(
  label: string,
  alsoCheck: (env: NodeJS.ProcessEnv) => void = () => undefined,
): { cfg: Config; settings: BackendSettings } {
  try {
    const cfg = loadConfig(process.env);
    const settings = parseBackendSettings(process.env, cfg.settings.host);
    alsoCheck(process.env);
    return { cfg, settings };
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`[${label}] ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
