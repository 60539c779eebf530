/**
 * End-to-end harness: Debian's Chromium through playwright-core (no browser download), and the
 * storefront server on 127.0.0.1 with an ephemeral port. The built pages carry the configured site
 * origins (http://localhost:4321, http://us.localhost:4321); the browser context sends requests for
 * those origins to the test server, keeping the host name so the server picks the right site.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { existsSync } from 'node:fs';
import { loadConfig, type Config } from '../../src/config/index.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { openBackend, snapshotDir, type Backend } from '../../scripts/data.ts';
import { openSnapshot, type Snapshot } from '../../content-sync/snapshot.ts';
import { startServer, type Running } from '../../scripts/server.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A playwright glob of the requests of a map tile URL template (MAP_TILE_URL): each `{placeholder}` becomes `*`. */
export function tileGlob(template: string): string {
  return template.replace(/\{[a-z]+\}/g, '*');
}

export interface BrowserOptions {
  /**
   * Keep the browser's back-forward cache on: Playwright turns it off by default, and a test of a page restored
   * by Back or Forward needs it.
   */
  readonly backForwardCache?: boolean;
}

export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

export interface Harness {
  readonly cfg: Config;
  readonly server: Running;
  readonly browser: Browser;
  /** A fresh browser context whose site origins lead to the test server. */
  context(options?: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    hasTouch?: boolean;
  }): Promise<BrowserContext>;
  /** Absolute URL of a path on a site, as the built pages name it. */
  url(site: 'main' | 'us', path: string): string;
  /**
   * What the pages did wrong since the last call, then forgotten: each Content-Security-Policy violation
   * (`cspViolation`) and uncaught error, under a heading per kind; empty when nothing.
   */
  takeFailures(): string[];
  /** Closes everything, then fails if any page broke its Content-Security-Policy or threw, not yet taken. */
  close(): Promise<void>;
}

/**
 * A console message in which Chromium reports that a page's Content-Security-Policy refused something (a
 * script, a style, a frame, a fetch): every page the end-to-end tests open must run whole under its policy.
 */
export function cspViolation(type: string, text: string): boolean {
  return type === 'error' && /Content Security Policy/i.test(text);
}

export async function startHarness(options: BrowserOptions = {}): Promise<Harness> {
  const cfg = loadConfig(process.env);
  const settings = parseBackendSettings({ ...process.env, LOG_LEVEL: 'warn' });
  // The APIs (images, stock, prices) of the data `npm test` prepared; without it, the built pages alone.
  const backend: Backend | undefined = existsSync(settings.dbFile) ? openBackend(cfg, settings) : undefined;
  const server = await startServer({ cfg, ...(backend ? { backend: backend.app } : {}) }, 0, '127.0.0.1');
  const browser = await launchBrowser(options);
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  /** Uncaught exceptions and unhandled rejections of the pages' scripts: an island must never throw. */
  const pageErrors: string[] = [];
  const takeFailures = (): string[] => {
    const failures = [
      ...(violations.length > 0
        ? [`Content-Security-Policy violations (${violations.length}):`, ...violations.slice(0, 10)]
        : []),
      ...(pageErrors.length > 0 ? [`Uncaught errors in the pages (${pageErrors.length}):`, ...pageErrors.slice(0, 10)] : []),
    ];
    violations.length = 0;
    pageErrors.length = 0;
    return failures;
  };
  return {
    cfg,
    server,
    browser,
    takeFailures,
    async context({ width = 1280, height = 900, javaScriptEnabled = true, hasTouch = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled, hasTouch });
      contexts.push(context);
      context.on('console', (message) => {
        if (cspViolation(message.type(), message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        const { message, stack } = error.error();
        const at = stack?.split('\n').find((line) => line.trim().startsWith('at '));
        pageErrors.push(`${error.page()?.url() ?? '?'}: ${message}${at ? ` (${at.trim()})` : ''}`);
      });
      for (const s of cfg.sites) {
        const origin = new URL(s.url);
        await context.route(`${origin.origin}/**`, (route) => {
          const target = new URL(route.request().url());
          target.port = String(server.port);
          return route.continue({ url: target.toString() });
        });
      }
      // Map tiles never reach the network in tests: aborted, unless a test routes them itself (later routes win).
      await context.route(tileGlob(cfg.settings.mapTileUrl), (route) => route.abort());
      return context;
    },
    url(site, path) {
      const s = cfg.sites.find((x) => x.id === site);
      if (!s) throw new Error(`Unknown site ${site}`);
      return `${s.url}${path}`;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
      backend?.db.close();
      throwFailures(takeFailures());
    },
  };
}

/** Fails the caller with what the pages did wrong, if anything (`Harness.takeFailures`). */
export function throwFailures(failures: readonly string[]): void {
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

/**
 * Waits until the island of a component (`ListingIsland`) has hydrated: Astro then removes its `ssr`
 * attribute. Script islands render nothing of their own, so their element is attached, never visible.
 */
export function islandHydrated(page: Page, component: string): Promise<unknown> {
  return page.waitForSelector(`astro-island[component-url*="/${component}."]:not([ssr])`, { state: 'attached' });
}

/**
 * Opens a URL in a new page of the context until the network is idle, noting in order its load event (`load`)
 * and each script it requests (`script /path`): what a page runs before its load event, and after.
 */
export async function openNotingScripts(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; response: Response | null; events: string[] }> {
  const page = await context.newPage();
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') events.push(`script ${new URL(r.url()).pathname}`);
  });
  page.on('load', () => events.push('load'));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { page, response, events };
}

/** Waits until a listing island holds no request for its companion page (the cards after the first page). */
export function listingSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.querySelector('.listing__status[role="status"]') === null);
}

/** The content-sync snapshot the built pages came from, opened once; fails with a clear message when there is none. */
export function testSnapshot(): Snapshot {
  const dir = snapshotDir();
  if (opened?.dir === dir) return opened.snapshot;
  if (!existsSync(`${dir}/pl/manifest.json`))
    throw new Error(`No content-sync snapshot in ${dir}: run \`npm test\` (it seeds, syncs and builds) first`);
  opened = { dir, snapshot: openSnapshot(dir) };
  return opened.snapshot;
}

let opened: { readonly dir: string; readonly snapshot: Snapshot } | undefined;
